import TUICore

extension BoundarySpec {
    /// Where each of `specs` sits when nothing is pinned, for a section (or the whole
    /// layout) with the given rows. Extending ones stack in declaration order at their edge;
    /// the others overlay the content area.
    static func naturalFrames(_ specs: [BoundarySpec], measured: [Int: Int], in frames: SectionFrames) -> [Rect] {
        var topCursor = frames.frameTop, bottomCursor = frames.contentBottom
        return specs.map { spec in
            let height = spec.height(measured: measured)
            let y: Int
            if spec.extendsTop {
                y = topCursor
                topCursor += height
            } else if spec.extendsBottom {
                y = bottomCursor
                bottomCursor += height
            } else if spec.alignment.isBottom {
                y = frames.contentBottom - height
            } else if spec.alignment == .leading || spec.alignment == .trailing {
                y = frames.contentTop + (frames.contentBottom - frames.contentTop - height) / 2
            } else {
                y = frames.contentTop
            }
            return Rect(x: spec.x + spec.offset.x, y: y + spec.offset.y, width: spec.width, height: height)
        }
    }

    /// Where element `index` of `specs` is displayed for the visible bounds.
    ///
    /// A pinned header stays at the top of `visible` while its section is on screen but never
    /// leaves the section, so the end of the section (and with it the next section's header)
    /// pushes it out; a pinned footer does the same at the bottom. Pinned elements at one
    /// edge stack in declaration order.
    static func pinnedFrame(_ index: Int, of specs: [BoundarySpec], natural: [Rect], in frames: SectionFrames, visible: Rect) -> Rect {
        let spec = specs[index]
        let frame = natural[index]
        guard spec.isPinned else { return frame }
        var before = 0, after = 0
        for (other, otherFrame) in zip(specs, natural) where other.isPinned && other.pinsToBottom == spec.pinsToBottom {
            if other.index < index { before += otherFrame.height }
            if other.index > index { after += otherFrame.height }
        }
        let y: Int
        if spec.pinsToBottom {
            y = min(frame.minY, max(visible.maxY - frame.height - after, frames.contentTop + before))
        } else {
            y = max(frame.minY, min(visible.minY + before, frames.frameBottom - frame.height - after))
        }
        return Rect(x: frame.minX, y: y, width: frame.width, height: frame.height)
    }
}

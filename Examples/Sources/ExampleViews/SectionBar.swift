import DiffableTUI

/// A section header: its title in bold on a grey bar, opaque so rows scrolling under a pinned
/// header stay hidden. Registered and dequeued by type.
@MainActor
public final class SectionBar: CollectionReusableView {
    public var title = "" {
        didSet { if oldValue != title { setNeedsDisplay() } }
    }

    override public func prepareForReuse() {
        super.prepareForReuse()
        title = ""
    }

    override public func draw(in canvas: inout Canvas) {
        let bar = canvas.colorDepth == .monochrome ? Style(attributes: .reverse) : Style(background: .indexed(236))
        canvas.fill(bounds, style: bar)
        canvas.write(title, at: Point(x: 1, y: 0), style: bar.bold, maxWidth: max(0, bounds.width - 2))
    }

    /// A header of `SectionBar`'s kind, one row high, for `section.boundarySupplementaryItems`.
    public static func pinnedHeader() -> LayoutBoundarySupplementaryItem {
        let header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
            elementKind: ElementKind.sectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        return header
    }
}

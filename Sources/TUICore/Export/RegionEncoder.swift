/// Encodes frames for a region of the screen whose place the writer does not know — an inline
/// region below the prompt — with the same writer as `ANSIEncoder`: the shortest moves, SGR
/// only where the style changes, graphemes of unstable width drawn over cleared cells.
///
/// Every move is relative to the cursor, with the region's ``ControlSequences``; rows are never
/// addressed, so nothing depends on where the region sits on the screen.
package struct RegionEncoder {
    private var writer: ANSIWriter

    /// An encoder whose cursor is at `cursor`, in the region's coordinates, drawing with the
    /// plain style.
    package init(colorDepth: ColorDepth, sequences: ControlSequences, cursor: Point) {
        writer = ANSIWriter(colorDepth: colorDepth, region: sequences, cursor: cursor)
    }

    /// The bytes so far.
    package var output: String { writer.output }

    /// Appends `bytes`: ones that leave the cursor where it was, or, with `cursorAfter`, ones
    /// that leave it there.
    package mutating func append(_ bytes: String, cursorAfter: Point? = nil) {
        writer.append(bytes, cursorAfter: cursorAfter)
    }

    /// Draws one changed cell; a continuation cell draws nothing.
    package mutating func draw(_ change: CellChange) {
        writer.draw(change.cell, at: change.position)
    }

    /// Moves the cursor to `point` with the shortest sequence.
    package mutating func move(to point: Point) {
        writer.move(to: point)
    }

    /// Back to the plain style, if needed.
    package mutating func resetStyle() {
        writer.resetStyle()
    }
}

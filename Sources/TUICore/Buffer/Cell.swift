/// One terminal cell: a grapheme and the style it is drawn with.
///
/// A wide grapheme (CJK, most emoji) occupies two cells: the leading cell holds the grapheme with
/// `width == 2`, and the cell to its right is a *continuation* (`width == 0`, empty grapheme,
/// same style) that backends skip. `Buffer` keeps the pair together under every write.
public struct Cell: Hashable, Sendable {
    /// The grapheme shown in this cell; empty for a continuation cell.
    public var grapheme: String
    /// The colours and attributes the grapheme is drawn with; a continuation cell carries its
    /// wide grapheme's style.
    public var style: Style
    /// Columns the grapheme occupies: 1 or 2, or 0 for a continuation cell.
    public var width: UInt8

    /// A space in the default style.
    public static let blank = Cell(grapheme: " ", style: .plain, width: 1)

    /// A cell showing `grapheme`, `width` columns wide.
    ///
    /// The width is taken as given: writers measure text with `Character.terminalWidth` and make
    /// the continuation cell of a wide grapheme themselves.
    public init(grapheme: String, style: Style = .plain, width: UInt8 = 1) {
        self.grapheme = grapheme
        self.style = style
        self.width = width
    }

    /// A space drawn with `style`: what fills use.
    public static func blank(_ style: Style) -> Cell {
        Cell(grapheme: " ", style: style, width: 1)
    }

    /// The right half of a wide grapheme.
    package static func continuation(_ style: Style) -> Cell {
        Cell(grapheme: "", style: style, width: 0)
    }

    /// True for the right half of a wide grapheme, which backends skip: the terminal draws the
    /// glyph from its leading cell.
    public var isContinuation: Bool { width == 0 }

    /// True when terminals agree that this cell's grapheme is `width` columns wide (see
    /// `Character.hasStableTerminalWidth`); writers position the cursor explicitly after a cell
    /// where they do not.
    package var hasStableWidth: Bool {
        if grapheme.utf8.count == 1 { return true }
        let facts = TerminalGrapheme(grapheme.unicodeScalars, checksAge: true)
        return facts.isStable && facts.width == Int(width)
    }
}

/// A cell that differs between two frames, with its position: what a ``FrameUpdate`` lists for a
/// backend to draw.
public struct CellChange: Hashable, Sendable {
    /// The cell's column and row.
    public var position: Point
    /// What the cell now shows. A continuation cell (the right half of a wide grapheme) is
    /// listed like any other, and backends skip it: the terminal draws the glyph whole from its
    /// leading cell, which is listed too.
    public var cell: Cell

    /// `cell` at `position`.
    public init(position: Point, cell: Cell) {
        self.position = position
        self.cell = cell
    }
}

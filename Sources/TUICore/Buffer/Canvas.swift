/// A drawing surface over a `Buffer` with a local origin and a clip rect, passed `inout` down a
/// view tree so that each view draws in its own coordinates and never outside its frame.
///
/// Coordinates given to drawing methods are local: (0, 0) is the canvas origin.
public struct Canvas: Sendable {
    /// The buffer being drawn into.
    public var buffer: Buffer
    /// Absolute position of local (0, 0).
    public private(set) var origin: Point
    /// Absolute rect outside which nothing is drawn.
    public private(set) var clip: Rect
    /// What the terminal can show; drawing code picks colour ramps or `dim` from it.
    public var colorDepth: ColorDepth

    /// A canvas over the whole of `buffer`, its origin at the buffer's top-left cell.
    public init(buffer: Buffer, colorDepth: ColorDepth = .truecolor) {
        self.buffer = buffer
        self.origin = .zero
        self.clip = buffer.bounds
        self.colorDepth = colorDepth
    }

    /// The visible part of the canvas, in local coordinates.
    public var visibleRect: Rect { clip.offsetBy(dx: -origin.x, dy: -origin.y) }

    /// Runs `body` with the origin moved to `rect.origin` and the clip narrowed to `rect`
    /// (local coordinates), then restores both. Regions nest: origins add up and clips
    /// intersect. `body` does not run when nothing of `rect` is visible.
    public mutating func withRegion(_ rect: Rect, _ body: (inout Canvas) -> Void) {
        let savedOrigin = origin, savedClip = clip
        let absolute = rect.offsetBy(dx: origin.x, dy: origin.y)
        origin = absolute.origin
        clip = clip.intersection(absolute)
        if !clip.isEmpty { body(&self) }
        origin = savedOrigin
        clip = savedClip
    }

    /// Writes `text` at a local point, cut per `lineBreakMode` (with `…` by default) at the clip
    /// edge or at `maxWidth`. See `Buffer.write(_:at:style:clip:lineBreakMode:)`.
    ///
    /// - Returns: the columns the text occupies from `point` after cutting.
    @discardableResult
    public mutating func write(
        _ text: some StringProtocol, at point: Point, style: Style, maxWidth: Int? = nil,
        lineBreakMode: LineBreakMode = .byTruncatingTail
    ) -> Int {
        let absolute = point.offsetBy(dx: origin.x, dy: origin.y)
        var limit = clip
        if let maxWidth {
            limit = limit.intersection(Rect(x: absolute.x, y: absolute.y, width: max(0, maxWidth), height: 1))
        }
        return buffer.write(text, at: absolute, style: style, clip: limit, lineBreakMode: lineBreakMode)
    }

    /// Writes `text` wrapped and aligned in a local rect, as a label with `numberOfLines` (0 = as
    /// many as fit) does. See `Buffer.write(_:in:style:alignment:numberOfLines:lineBreakMode:clip:)`.
    ///
    /// - Returns: the number of lines drawn.
    @discardableResult
    public mutating func write(
        _ text: some StringProtocol, in rect: Rect, style: Style, alignment: TextAlignment = .leading,
        numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail
    ) -> Int {
        buffer.write(
            text, in: rect.offsetBy(dx: origin.x, dy: origin.y), style: style, alignment: alignment,
            numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, clip: clip
        )
    }

    /// Draws the outline of a local rect with box-drawing characters (`╭─╮` for `.rounded`), with
    /// an optional title in the top edge.
    public mutating func drawBox(_ rect: Rect, style: Style, border: BoxBorder = .rounded, title: String? = nil) {
        buffer.drawBox(rect.offsetBy(dx: origin.x, dy: origin.y), style: style, border: border, title: title, clip: clip)
    }

    /// Draws a horizontal rule of `length` cells from a local point.
    public mutating func drawHorizontalRule(at point: Point, length: Int, style: Style, border: BoxBorder = .square) {
        let absolute = point.offsetBy(dx: origin.x, dy: origin.y)
        buffer.drawHorizontalRule(at: absolute, length: length, style: style, border: border, clip: clip)
    }

    /// Draws a vertical rule of `length` cells from a local point.
    public mutating func drawVerticalRule(at point: Point, length: Int, style: Style, border: BoxBorder = .square) {
        let absolute = point.offsetBy(dx: origin.x, dy: origin.y)
        buffer.drawVerticalRule(at: absolute, length: length, style: style, border: border, clip: clip)
    }

    /// Fills a local rect with spaces in `style`.
    public mutating func fill(_ rect: Rect, style: Style) {
        fill(rect, with: .blank(style))
    }

    /// Fills a local rect with `cell`.
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        buffer.fill(rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip), with: cell)
    }

    /// Transforms the style of every cell in a local rect, keeping the text: how fades, selection
    /// highlights and dimming are applied after content is drawn.
    public mutating func updateStyles(in rect: Rect, _ transform: (inout Style) -> Void) {
        buffer.updateStyles(in: rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip), transform)
    }

    /// Sets one cell at a local point, if it is inside the clip.
    public mutating func set(_ cell: Cell, at point: Point) {
        let absolute = point.offsetBy(dx: origin.x, dy: origin.y)
        guard clip.contains(absolute) else { return }
        if cell.width == 2, !clip.contains(absolute.offsetBy(dx: 1)) { return }
        buffer[absolute.x, absolute.y] = cell
    }

    /// The cell at a local point (a blank outside the buffer).
    public func cell(at point: Point) -> Cell {
        buffer[point.x + origin.x, point.y + origin.y]
    }
}

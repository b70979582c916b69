/// A width in columns and a height in rows.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// No columns and no rows.
    public static let zero = Size(width: 0, height: 0)

    /// A size of `width` columns and `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// True when either dimension is zero or negative.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Total number of cells, zero for an empty size.
    public var area: Int { isEmpty ? 0 : width * height }

    /// The size as `WxH`, the form the command line and error messages use (`80x24`).
    public var description: String { "\(width)x\(height)" }
}

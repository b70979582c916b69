/// A width in columns and a height in rows.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public static let zero = Size(width: 0, height: 0)

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// True when either dimension is zero or negative.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Total number of cells, zero for an empty size.
    public var area: Int { isEmpty ? 0 : width * height }

    public var description: String { "\(width)x\(height)" }
}

/// A mouse action at a cell of the screen.
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A button was pressed (1 = left, 2 = middle, 3 = right).
        case press(button: Int)
        case release(button: Int)
        case wheelUp
        case wheelDown
    }

    public var kind: Kind
    /// Screen position, or view-local once delivered to a view.
    public var position: Point

    public init(kind: Kind, position: Point) {
        self.kind = kind
        self.position = position
    }
}

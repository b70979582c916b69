/// A mouse action at a cell of the screen.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// A button was pressed (1 = left, 2 = middle, 3 = right).
        case press(button: Int)
        /// A button was released (1 = left, 2 = middle, 3 = right).
        case release(button: Int)
        /// The wheel turned away from the user: content scrolls toward its start.
        case wheelUp
        /// The wheel turned toward the user: content scrolls toward its end.
        case wheelDown
    }

    /// What the mouse did.
    public var kind: Kind
    /// Screen position, or view-local once delivered to a view.
    public var position: Point

    /// An event of `kind` at `position`.
    public init(kind: Kind, position: Point) {
        self.kind = kind
        self.position = position
    }
}

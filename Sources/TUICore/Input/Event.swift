/// Something that happened to the app: input, a resize, or a timer tick.
public enum Event: Hashable, Sendable {
    /// A key was pressed.
    case key(Key)
    /// A mouse button was pressed or released, or the wheel turned.
    case mouse(MouseEvent)
    /// The terminal now has this size.
    case resize(Size)
    /// A frame-timer tick.
    case tick
}

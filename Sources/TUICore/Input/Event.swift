/// Something that happened to the app: input, a resize, or a timer tick.
public enum Event: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    /// The terminal now has this size.
    case resize(Size)
    /// A frame-timer tick.
    case tick
}

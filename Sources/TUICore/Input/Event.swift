/// Something that happened to the app: a key, the mouse, or a resize.
///
/// Frames are not events: the host steps a window's animations itself while they run.
public enum Event: Hashable, Sendable {
    /// A key was pressed.
    case key(Key)
    /// A mouse button was pressed or released, or the wheel turned.
    case mouse(MouseEvent)
    /// The terminal now has this size.
    case resize(Size)
}

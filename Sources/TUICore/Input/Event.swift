/// Something that happened to the app: a key, the mouse, or a resize.
///
/// Frames are not events: the host steps a window's animations itself while they run.
public enum Event: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    /// The terminal now has this size.
    case resize(Size)
}

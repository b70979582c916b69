/// Something that happened to the app: a key, the mouse, a paste, the terminal's focus, or a
/// resize.
///
/// Frames are not events: the host steps a window's animations itself while they run.
public enum Event: Hashable, Sendable {
    /// A key was pressed.
    case key(Key)
    /// A mouse button was pressed or released, or the wheel turned.
    case mouse(MouseEvent)
    /// The terminal now has this size.
    case resize(Size)
    /// Text pasted into the terminal, whole, as one event (bracketed paste): never a key press
    /// per character, so pasted text cannot trigger the app's keys. Line ends arrive as `\n`.
    case paste(String)
    /// The terminal window gained (`true`) or lost (`false`) the focus of the desktop (focus
    /// reporting, DEC mode 1004, where the terminal offers it).
    case focus(isFocused: Bool)
}

/// A terminal colour: the terminal's default, one of the 16 ANSI colours, an entry of the
/// 256-colour palette, or a 24-bit RGB value.
///
/// Colours are stored as the app asked for them; a backend degrades them to what the terminal
/// supports when it presents a frame (see `resolved(for:)`).
public enum Color: Hashable, Sendable {
    /// The terminal's own foreground or background colour.
    case `default`
    /// One of the 16 ANSI colours, 0–7 normal and 8–15 bright.
    case ansi(UInt8)
    /// An entry of the xterm 256-colour palette.
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// ANSI colour 0.
    public static let black = Color.ansi(0)
    /// ANSI colour 1.
    public static let red = Color.ansi(1)
    /// ANSI colour 2.
    public static let green = Color.ansi(2)
    /// ANSI colour 3.
    public static let yellow = Color.ansi(3)
    /// ANSI colour 4.
    public static let blue = Color.ansi(4)
    /// ANSI colour 5.
    public static let magenta = Color.ansi(5)
    /// ANSI colour 6.
    public static let cyan = Color.ansi(6)
    /// ANSI colour 7: light grey on most themes.
    public static let white = Color.ansi(7)
    /// ANSI colour 8: dark grey on most themes, and the background of some.
    public static let brightBlack = Color.ansi(8)
    /// ANSI colour 9.
    public static let brightRed = Color.ansi(9)
    /// ANSI colour 10.
    public static let brightGreen = Color.ansi(10)
    /// ANSI colour 11.
    public static let brightYellow = Color.ansi(11)
    /// ANSI colour 12.
    public static let brightBlue = Color.ansi(12)
    /// ANSI colour 13.
    public static let brightMagenta = Color.ansi(13)
    /// ANSI colour 14.
    public static let brightCyan = Color.ansi(14)
    /// ANSI colour 15.
    public static let brightWhite = Color.ansi(15)
}

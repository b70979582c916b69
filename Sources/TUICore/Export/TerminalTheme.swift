/// The colours an exported screenshot is drawn with: what the terminal's default colours and
/// its 16 ANSI colours look like, plus the window chrome around it.
///
/// Palette entries 16–255 and RGB colours are drawn as they are; only `.default` and the 16
/// ANSI colours depend on the theme, as in a real terminal.
public struct TerminalTheme: Hashable, Sendable {
    /// What `.default` foreground looks like.
    public var foreground: Color
    /// What `.default` background looks like.
    public var background: Color
    /// The 16 ANSI colours, normal 0–7 then bright 8–15, each an `.rgb` value.
    public var palette: [Color]
    /// The window frame and title bar around the terminal.
    public var chrome: Color
    /// The title text in the title bar.
    public var title: Color

    /// A theme with these colours; `palette` must hold exactly 16 (a trap otherwise).
    public init(foreground: Color, background: Color, palette: [Color], chrome: Color, title: Color) {
        precondition(palette.count == 16, "A terminal theme needs exactly 16 palette colours")
        self.foreground = foreground
        self.background = background
        self.palette = palette
        self.chrome = chrome
        self.title = title
    }

    /// A dark theme (Tomorrow Night Bright's ANSI colours on a near-black background).
    ///
    /// Default text `#D8DEE9` on `#16181D`; chrome `#23262E`. Normal colours: black `#1D1F21`,
    /// red `#CC6666`, green `#B5BD68`, yellow `#F0C674`, blue `#81A2BE`, magenta `#B294BB`,
    /// cyan `#8ABEB7`, white `#C5C8C6`; bright: `#666B73`, `#D54E53`, `#B9CA4A`, `#E7C547`,
    /// `#7AA6DA`, `#C397D8`, `#70C0B1`, `#EAEAEA`.
    public static let dark = TerminalTheme(
        foreground: .rgb(0xD8, 0xDE, 0xE9),
        background: .rgb(0x16, 0x18, 0x1D),
        palette: [
            .rgb(0x1D, 0x1F, 0x21), .rgb(0xCC, 0x66, 0x66), .rgb(0xB5, 0xBD, 0x68), .rgb(0xF0, 0xC6, 0x74),
            .rgb(0x81, 0xA2, 0xBE), .rgb(0xB2, 0x94, 0xBB), .rgb(0x8A, 0xBE, 0xB7), .rgb(0xC5, 0xC8, 0xC6),
            .rgb(0x66, 0x6B, 0x73), .rgb(0xD5, 0x4E, 0x53), .rgb(0xB9, 0xCA, 0x4A), .rgb(0xE7, 0xC5, 0x47),
            .rgb(0x7A, 0xA6, 0xDA), .rgb(0xC3, 0x97, 0xD8), .rgb(0x70, 0xC0, 0xB1), .rgb(0xEA, 0xEA, 0xEA),
        ],
        chrome: .rgb(0x23, 0x26, 0x2E),
        title: .rgb(0x9A, 0xA0, 0xAC)
    )

    /// A light theme: the default profile ("Basic") of macOS Terminal, black text on white,
    /// the theme a new user is likeliest to have.
    ///
    /// Default text `#000000` on `#FFFFFF`; chrome `#E6E6E6`. Normal colours: black `#000000`,
    /// red `#990000`, green `#00A600`, yellow `#999900`, blue `#0000B2`, magenta `#B200B2`,
    /// cyan `#00A6B2`, white `#BFBFBF`; bright: `#666666`, `#E50000`, `#00D900`, `#E5E500`,
    /// `#0000FF`, `#E500E5`, `#00E5E5`, `#E5E5E5`.
    public static let light = TerminalTheme(
        foreground: .rgb(0x00, 0x00, 0x00),
        background: .rgb(0xFF, 0xFF, 0xFF),
        palette: [
            .rgb(0x00, 0x00, 0x00), .rgb(0x99, 0x00, 0x00), .rgb(0x00, 0xA6, 0x00), .rgb(0x99, 0x99, 0x00),
            .rgb(0x00, 0x00, 0xB2), .rgb(0xB2, 0x00, 0xB2), .rgb(0x00, 0xA6, 0xB2), .rgb(0xBF, 0xBF, 0xBF),
            .rgb(0x66, 0x66, 0x66), .rgb(0xE5, 0x00, 0x00), .rgb(0x00, 0xD9, 0x00), .rgb(0xE5, 0xE5, 0x00),
            .rgb(0x00, 0x00, 0xFF), .rgb(0xE5, 0x00, 0xE5), .rgb(0x00, 0xE5, 0xE5), .rgb(0xE5, 0xE5, 0xE5),
        ],
        chrome: .rgb(0xE6, 0xE6, 0xE6),
        title: .rgb(0x4D, 0x4D, 0x4D)
    )

    /// The RGB value `color` shows as under this theme; `.default` is the theme's foreground or
    /// background depending on `isForeground`.
    package func rgb(for color: Color, isForeground: Bool) -> (red: UInt8, green: UInt8, blue: UInt8) {
        switch color {
        case .default:
            return (isForeground ? foreground : background).rgbComponents ?? (0, 0, 0)
        case .ansi(let n):
            return palette[Int(n) % 16].rgbComponents ?? (0, 0, 0)
        case .indexed(let n) where n < 16:
            return palette[Int(n)].rgbComponents ?? (0, 0, 0)
        case .indexed, .rgb:
            return color.rgbComponents ?? (0, 0, 0)
        }
    }
}

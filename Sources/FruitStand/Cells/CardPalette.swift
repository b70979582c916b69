import DiffableTUI

/// The stand's colours: muted fills under light text, each card bringing its own background
/// and foreground so that it reads the same on dark and light terminal themes.
///
/// Chosen from the xterm palette for 256 colours and more. At 16 and 8 colours the terminal's
/// theme decides what its colours look like: red and blue are dark in a light theme and light
/// in a dark one, so no text colour reads on them in both. Cards there take the colours that
/// are light in both kinds of theme, under black text (`lowColor(of:depth:)`).
enum CardPalette {
    /// Apples: green (#008700), dark enough for the warm white text at 4.6:1 (the olive
    /// #5f8700 of earlier versions gave 4.1:1).
    static let apple = Color.indexed(28)
    /// Oranges: rust (#af5f00).
    static let orange = Color.indexed(130)
    /// The closed stand's card: a dark red (#870000).
    static let closed = Color.indexed(88)
    /// A sold-out card, either kind: darker than every fruit (#3a3a3a).
    static let soldOut = Color.indexed(237)
    /// Text on a fruit's card (#ffffd7, a warm white).
    static let text = Color.indexed(230)
    /// Text on a sold-out card (#bcbcbc).
    static let soldOutText = Color.indexed(250)

    /// The fill and text a card of fill `fill` takes at `depth`, where that is 16 or 8
    /// colours; nil where the palette itself is shown. Apples green, oranges yellow, the
    /// closed stand cyan (rain), all under black text, readable on light and dark themes
    /// alike; a sold-out card white (the palette's light grey) under black (bright black
    /// under bright white read at 4.46:1 on a dark theme).
    static func lowColor(of fill: Color, depth: ColorDepth) -> (fill: Color, text: Color)? {
        guard depth == .ansi16 || depth == .ansi8 else { return nil }
        switch fill {
        case apple: return (.ansi(2), .ansi(0))
        case orange: return (.ansi(3), .ansi(0))
        case closed: return (.ansi(6), .ansi(0))
        case soldOut: return (.ansi(7), .ansi(0))
        default: return nil
        }
    }
}

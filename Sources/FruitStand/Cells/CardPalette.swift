import DiffableTUI

/// The stand's colours: muted fills under light text, each card bringing its own background
/// and foreground so that it reads the same on dark and light terminal themes.
///
/// Chosen from the xterm palette so that fewer colours keep them apart: at 16 and 8 colours
/// apples stay green, oranges and the closed stand red, and a sold-out card black with white
/// text (see `Color.resolved(for:)`).
enum CardPalette {
    /// Apples: olive green (#5f8700).
    static let apple = Color.indexed(64)
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
}

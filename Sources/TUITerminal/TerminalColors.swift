import TUICore

/// How `Color`s become curses colour numbers on one terminal.
///
/// Colours are first degraded to what the terminal shows (`Color.resolved(for:)`), then numbered
/// the way curses expects: -1 for the default colour, 0–255 for the palette, and a packed
/// 0xRRGGBB value on a direct-colour terminal.
///
/// The palette is never redefined (`can_change_color`/`init_color`), even where the terminal
/// allows it: a redefined palette outlives the app (a crash or a kill leaves the user's
/// terminal recoloured), which breaks the promise to leave the terminal as it was found.
package struct TerminalColors {
    /// What the terminal can show.
    package let depth: ColorDepth
    /// Whether -1 (the terminal's own colours) is allowed (`use_default_colors` succeeded).
    package let supportsDefaultColors: Bool

    package init(depth: ColorDepth, supportsDefaultColors: Bool) {
        self.depth = depth
        self.supportsDefaultColors = supportsDefaultColors
    }

    /// The depth for a terminal with `colors` colours (curses' `COLORS`).
    ///
    /// `NO_COLOR` (any non-empty value) or a terminal without colour gives monochrome. 24-bit
    /// colour needs a direct-colour terminfo entry (`COLORS` = 2^24, e.g. `TERM=xterm-direct`):
    /// `COLORTERM=truecolor` alone cannot make curses emit 24-bit colours, so it is not trusted.
    package static func depth(colors: Int, hasColors: Bool, noColor: Bool) -> ColorDepth {
        guard hasColors, !noColor else { return .monochrome }
        if colors >= 0x100_0000 { return .truecolor }
        if colors >= 256 { return .indexed256 }
        if colors >= 16 { return .ansi16 }
        if colors >= 8 { return .ansi8 }
        return .monochrome
    }

    /// True when `NO_COLOR` is set to a non-empty value (https://no-color.org).
    package static func noColorRequested(_ value: String?) -> Bool {
        guard let value else { return false }
        return !value.isEmpty
    }

    /// The curses colour number that shows `color` as a foreground or background.
    package func number(for color: Color, foreground: Bool) -> Int32 {
        switch color.resolved(for: depth) {
        case .default:
            if supportsDefaultColors { return -1 }
            return foreground ? 7 : 0
        case .ansi(let n):
            if depth == .truecolor && n >= 8 { return packed(color) }
            return Int32(n)
        case .indexed(let n):
            if depth == .truecolor && n >= 8 { return packed(color) }
            return Int32(n)
        case .rgb:
            return packed(color)
        }
    }

    /// A direct-colour value. Values below 8 are read as ANSI colours by direct-colour
    /// terminfo entries, so the darkest blues are nudged to the nearest value that is not.
    private func packed(_ color: Color) -> Int32 {
        guard let rgb = color.rgbComponents else { return -1 }
        let value = Int32(rgb.red) << 16 | Int32(rgb.green) << 8 | Int32(rgb.blue)
        return value < 8 && value != 0 ? 8 : value
    }
}

/// How many colours a terminal can show, from none to 24-bit.
///
/// Ordered: a deeper terminal can show everything a shallower one can.
public enum ColorDepth: Int, Comparable, Sendable, CaseIterable {
    /// No colour at all (`NO_COLOR`, or a terminal without colour): attributes only.
    case monochrome = 0
    /// The 8 basic ANSI colours.
    case ansi8 = 8
    /// 8 basic plus 8 bright ANSI colours.
    case ansi16 = 16
    /// The xterm 256-colour palette.
    case indexed256 = 256
    /// 24-bit RGB.
    case truecolor = 16_777_216

    /// Whether `lhs` shows fewer colours than `rhs`.
    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }

    /// True when colours can be blended smoothly (256 colours or more); fades then ramp colours,
    /// otherwise they step through the `dim` attribute.
    package var supportsColorRamps: Bool { self >= .indexed256 }
}

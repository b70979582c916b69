/// How a cell is drawn: foreground and background colour plus attributes.
public struct Style: Hashable, Sendable {
    /// The colour of the glyph.
    public var foreground: Color
    /// The colour of the cell behind the glyph.
    public var background: Color
    /// Bold, dim, italic and the other attributes, which terminals draw independently of colour.
    public var attributes: TextAttributes

    /// The terminal's default colours, no attributes.
    public static let plain = Style()

    /// A style with the given colours and attributes; what is left out is the terminal's default.
    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// A copy with the foreground replaced.
    public func foreground(_ color: Color) -> Style {
        var copy = self
        copy.foreground = color
        return copy
    }

    /// A copy with the background replaced.
    public func background(_ color: Color) -> Style {
        var copy = self
        copy.background = color
        return copy
    }

    /// A copy with `attributes` added.
    public func adding(_ attributes: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(attributes)
        return copy
    }

    /// A copy with `attributes` removed.
    public func removing(_ attributes: TextAttributes) -> Style {
        var copy = self
        copy.attributes.subtract(attributes)
        return copy
    }

    /// A copy that is also bold.
    public var bold: Style { adding(.bold) }
    /// A copy that is also dim.
    public var dim: Style { adding(.dim) }
    /// A copy that is also italic.
    public var italic: Style { adding(.italic) }
    /// A copy that is also underlined.
    public var underline: Style { adding(.underline) }
    /// A copy drawn in reverse video (foreground and background swapped by the terminal).
    public var reversed: Style { adding(.reverse) }
}

extension Style {
    /// This style with both colours degraded to what `depth` can show (see `Color.resolved(for:)`).
    ///
    /// One substitution keeps text legible: a coloured foreground that degrades to black on the
    /// default background (a dark grey at 8 colours) would vanish on the dark themes most
    /// terminals use, so it becomes the default foreground, dimmed.
    package func resolved(for depth: ColorDepth) -> Style {
        let resolvedForeground = foreground.resolved(for: depth)
        let resolvedBackground = background.resolved(for: depth)
        if resolvedForeground == .ansi(0), resolvedBackground == .default, !foreground.isBlack {
            return Style(foreground: .default, background: .default, attributes: attributes.union(.dim))
        }
        return Style(foreground: resolvedForeground, background: resolvedBackground, attributes: attributes)
    }
}

extension Color {
    /// Whether this is black itself, which a style asked for on purpose (not a grey that
    /// degraded to it).
    fileprivate var isBlack: Bool {
        switch self {
        case .ansi(0), .indexed(0), .indexed(16), .rgb(0, 0, 0): return true
        default: return false
        }
    }
}

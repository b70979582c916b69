extension ListContentConfiguration {
    /// How a text of a list cell looks and wraps; mirrors `UIListContentConfiguration.TextProperties`
    /// with terminal attributes in place of fonts.
    public struct TextProperties: Hashable, Sendable {
        /// A case change applied when the text is drawn.
        public enum TextTransform: Hashable, Sendable {
            /// The text as given.
            case none
            /// All capitals, as grouped headers are drawn.
            case uppercase
            /// All lower case.
            case lowercase
            /// Each space-separated word with a capital first letter and the rest lower case.
            case capitalized
        }

        /// The text colour; `.default` is the terminal's foreground.
        public var color: Color = .default
        /// Bold, dim, italic, underline...: the terminal's "font".
        public var attributes: TextAttributes = []
        /// Where each line sits in the row: leading by default.
        public var alignment: TextAlignment = .leading
        /// How many lines the text may wrap onto; 0 means as many as it needs (UIKit's
        /// default). Estimated row heights grow to fit.
        public var numberOfLines: Int = 0
        /// What happens to text that still does not fit on its last line.
        public var lineBreakMode: LineBreakMode = .byTruncatingTail
        /// A case change applied when the text is drawn; the configuration keeps the text as given.
        public var transform: TextTransform = .none

        /// The terminal's default colour, no attributes, leading, as many lines as needed, cut with
        /// `…` at the end.
        public init() {}

        /// The style text is drawn in.
        var style: Style { Style(foreground: color, attributes: attributes) }

        /// `text` after the transform.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: return text
            case .uppercase: return text.uppercased()
            case .lowercase: return text.lowercased()
            case .capitalized: return text.split(separator: " ", omittingEmptySubsequences: false)
                .map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
                .joined(separator: " ")
            }
        }
    }

    /// How the image glyph looks; mirrors `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable, Sendable {
        /// The glyph's colour; `nil` draws it in the text's colour.
        public var tintColor: Color?
        /// Columns reserved for the image even when it is narrower (or absent), so that the
        /// text of rows with different glyphs lines up; 0 reserves nothing.
        public var reservedLayoutWidth: Int = 0

        /// The text's colour, no reserved width.
        public init() {}
    }
}

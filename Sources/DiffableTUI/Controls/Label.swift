/// A view that shows a line (or a few lines) of text, as `UILabel` does.
///
/// Text wraps up to `numberOfLines` (0 = as many as the label is tall) and what does not fit
/// is cut per `lineBreakMode`, with `…` by default. The terminal's "font" is `attributes`
/// (bold, dim, ...).
///
/// ```swift
/// let label = Label(text: "Fetching the fruit stand…")
/// label.textColor = .indexed(244)
/// label.textAlignment = .center
/// ```
open class Label: View {
    /// The text shown; `nil` or empty draws nothing.
    public var text: String? {
        didSet { if oldValue != text { setNeedsDisplay() } }
    }
    /// The text colour; `.default` is the terminal's foreground.
    public var textColor: Color = .default {
        didSet { if oldValue != textColor { setNeedsDisplay() } }
    }
    /// Bold, dim, italic...: the terminal's font.
    public var attributes: TextAttributes = [] {
        didSet { if oldValue != attributes { setNeedsDisplay() } }
    }
    /// Where each line sits in the label's width: leading by default.
    public var textAlignment: TextAlignment = .leading {
        didSet { if oldValue != textAlignment { setNeedsDisplay() } }
    }
    /// Lines the text may wrap onto; 1 by default, as in UIKit; 0 means as many as fit.
    public var numberOfLines = 1 {
        didSet { if oldValue != numberOfLines { setNeedsDisplay() } }
    }
    /// How text that does not fit is cut: with `…` at the end by default.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if oldValue != lineBreakMode { setNeedsDisplay() } }
    }

    /// A label showing `text`, one line, in the terminal's default colour.
    public init(text: String? = nil, frame: Rect = .zero) {
        self.text = text
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .staticText
    }

    /// The label you set, or the text shown.
    override open var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }

    /// The style the text is drawn in.
    public var textStyle: Style { Style(foreground: textColor, attributes: attributes) }

    override open func draw(in canvas: inout Canvas) {
        guard let text, !text.isEmpty else { return }
        canvas.write(text, in: bounds, style: textStyle, alignment: textAlignment,
                     numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    }

    /// The columns and rows the text needs within `size`: at most `size.width` wide, as many
    /// rows as it wraps to (capped by `numberOfLines`).
    override open func sizeThatFits(_ size: Size) -> Size {
        guard let text, !text.isEmpty, size.width > 0 else { return Size(width: 0, height: 0) }
        let lines = text.wrapped(toWidth: size.width, maxLines: numberOfLines, lineBreakMode: lineBreakMode)
        let width = lines.map(\.terminalWidth).max() ?? 0
        return Size(width: min(size.width, width), height: lines.count)
    }
}

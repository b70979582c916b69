import DiffableTUI

/// An app's whole screen: an optional one-line header, the content, and a footer of key hints.
@MainActor
public final class AppFrame: View {
    public let header = Label()
    public let content: View
    public let footer = KeyHintBar()
    /// Whether the header line is shown.
    public var showsHeader: Bool {
        didSet { setNeedsLayout() }
    }

    public init(content: View, showsHeader: Bool = false) {
        self.content = content
        self.showsHeader = showsHeader
        super.init()
        header.attributes = .bold
        addSubview(header)
        addSubview(content)
        addSubview(footer)
    }

    override public func layoutSubviews() {
        let top = showsHeader ? 1 : 0
        header.isHidden = !showsHeader
        header.frame = Rect(x: 1, y: 0, width: max(0, bounds.width - 2), height: top)
        content.frame = Rect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top - 1))
        footer.frame = Rect(x: 0, y: max(0, bounds.height - 1), width: bounds.width, height: 1)
    }
}

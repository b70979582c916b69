import DiffableTUI

/// The secondary column: the fruit stand's collection view, the spinner and what it is doing
/// while the stand is fetched, and a line saying why nothing is shown when a destination or
/// filter is empty.
final class ContentPane: View {
    let collectionView: CollectionView
    let spinner = ActivityIndicatorView()
    let emptyLabel = Label()
    /// The destination's name and the focused card's position.
    let header = PaneHeader()
    /// Over everything while the compact drawer is open.
    let scrim = Scrim()
    /// Whether the header row is shown: not in a collapsed split view, whose bar names the
    /// destination instead.
    private var showsHeader: Bool { !((superview as? SplitView)?.isCollapsed ?? false) }
    /// What the spinner says, read at every frame while loading (a large file's reading
    /// moves on between frames without anyone pushing it).
    var loadingText: () -> String = { "" }
    /// The widest `loadingText` will be, so the spinner stays put while the percentage grows.
    var loadingWidth = 0 {
        didSet { if oldValue != loadingWidth { setNeedsLayout() } }
    }
    private var loadingOrigin = Point(x: 0, y: 0)

    init(collectionView: CollectionView) {
        self.collectionView = collectionView
        super.init(frame: .zero)
        // The why-nothing line and the spinner's words in the terminal's own text colour: dimmed,
        // they read at about 4:1 on every theme, below WCAG's 4.5:1.
        emptyLabel.textAlignment = .center
        emptyLabel.numberOfLines = 0
        emptyLabel.isHidden = true
        // Opaque, a column wider than its text each side: it shows as the cards it replaces
        // fade out below it, and their letters must not run into its own.
        emptyLabel.backgroundStyle = .plain
        scrim.isHidden = true
        for view in [header, collectionView, spinner, emptyLabel, scrim] { addSubview(view) }
    }

    /// Shows the spinner instead of the cards while the stand is fetched.
    var isLoading = false {
        didSet {
            guard oldValue != isLoading else { return }
            if isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
            collectionView.isHidden = isLoading
            setNeedsLayout()
        }
    }

    /// Why nothing is shown, or nil when something is.
    var emptyMessage: String? {
        didSet {
            guard oldValue != emptyMessage else { return }
            emptyLabel.text = emptyMessage
            emptyLabel.isHidden = emptyMessage == nil
            setNeedsLayout()
        }
    }

    override func layoutSubviews() {
        header.isHidden = !showsHeader
        let top = showsHeader ? min(1, bounds.height) : 0
        header.frame = Rect(x: 0, y: 0, width: bounds.width, height: top)
        let body = Rect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
        collectionView.frame = body
        scrim.frame = bounds
        let width = min(max(0, body.width - 4), loadingWidth)
        let x = max(0, (body.width - width - 2) / 2)
        let y = body.minY + body.height / 2
        spinner.frame = Rect(x: x, y: y, width: 1, height: 1)
        loadingOrigin = Point(x: x + 2, y: y)
        let empty = emptyLabel.sizeThatFits(Size(width: max(0, body.width - 4), height: body.height))
        let emptyWidth = min(empty.width + 2, max(0, body.width - 2))
        emptyLabel.frame = Rect(x: max(0, (body.width - emptyWidth) / 2), y: body.minY + max(0, (body.height - empty.height) / 2),
                                width: emptyWidth, height: empty.height)
    }

    override func draw(in canvas: inout Canvas) {
        guard isLoading else { return }
        canvas.write(loadingText(), at: loadingOrigin, style: .plain,
                     maxWidth: max(0, bounds.width - loadingOrigin.x - 2))
    }
}

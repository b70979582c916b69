import DiffableTUI

/// The secondary column: the fruit stand's collection view, the spinner while the stand is
/// fetched, and a line saying why nothing is shown when a destination or filter is empty.
final class ContentPane: View {
    let collectionView: CollectionView
    let spinner = ActivityIndicatorView()
    let loadingLabel = Label(text: "Fetching the fruit stand…")
    let emptyLabel = Label()

    init(collectionView: CollectionView) {
        self.collectionView = collectionView
        super.init(frame: .zero)
        loadingLabel.attributes = .dim
        loadingLabel.isHidden = true
        emptyLabel.attributes = .dim
        emptyLabel.textAlignment = .center
        emptyLabel.numberOfLines = 0
        emptyLabel.isHidden = true
        addSubview(collectionView)
        addSubview(spinner)
        addSubview(loadingLabel)
        addSubview(emptyLabel)
    }

    /// Shows the spinner instead of the cards while the stand is fetched.
    var isLoading = false {
        didSet {
            guard oldValue != isLoading else { return }
            if isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
            loadingLabel.isHidden = !isLoading
            collectionView.isHidden = isLoading
            setNeedsLayout()
        }
    }

    /// Why nothing is shown, or nil when something is.
    var emptyMessage: String? {
        didSet {
            emptyLabel.text = emptyMessage
            emptyLabel.isHidden = emptyMessage == nil
            setNeedsLayout()
        }
    }

    override func layoutSubviews() {
        collectionView.frame = bounds
        let text = loadingLabel.text ?? ""
        let width = min(max(0, bounds.width - 4), text.terminalWidth)
        let x = max(0, (bounds.width - width - 2) / 2)
        let y = bounds.height / 2
        spinner.frame = Rect(x: x, y: y, width: 1, height: 1)
        loadingLabel.frame = Rect(x: x + 2, y: y, width: width, height: 1)
        let emptyHeight = emptyLabel.sizeThatFits(Size(width: max(0, bounds.width - 4), height: bounds.height)).height
        emptyLabel.frame = Rect(x: 2, y: max(0, (bounds.height - emptyHeight) / 2), width: max(0, bounds.width - 4), height: emptyHeight)
    }
}

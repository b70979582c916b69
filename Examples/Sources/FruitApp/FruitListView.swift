import DiffableTUI

/// The app's only screen: a list of fruit over a one-line footer of key hints.
public final class FruitListView: View, CollectionViewDelegate {
    public enum Section: Hashable { case fruit }

    public let host: any ApplicationHost
    public let collectionView = CollectionView(
        frame: .zero, collectionViewLayout: .list(using: ListConfiguration(appearance: .plain)))
    public let footer = KeyHintBar()
    private var dataSource: CollectionViewDiffableDataSource<Section, String>!

    public init(host: any ApplicationHost) {
        self.host = host
        super.init(frame: host.window.bounds)
        addSubview(collectionView)
        addSubview(footer)
        footer.hints = [.init("↑↓", "move"), .init("d", "delete")]
        footer.trailingHints = [.init("q", "quit")]
        collectionView.delegate = self

        // Registrations are made once, up front.
        let cell = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, name in
            view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: name)
        }
        var snapshot = DiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit])
        snapshot.appendItems(["Apples", "Oranges", "Pears"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    // Called whenever the view's size changes (a terminal resize): place the subviews.
    override public func layoutSubviews() {
        collectionView.frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height - 1)
        footer.frame = Rect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
    }

    // Keys the collection view does not use come up the responder chain to here.
    override public func handleKey(_ key: Key) -> Bool {
        switch key {
        case .character("q"), .escape:
            host.terminate(exitCode: 0)
        case .character("d"):
            deleteFocusedFruit()
        default:
            return false   // not ours: the window's unhandledKeyHandler gets it
        }
        return true
    }

    private func deleteFocusedFruit() {
        guard let indexPath = collectionView.focusedIndexPath,
              let name = dataSource.itemIdentifier(for: indexPath) else { return }
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([name])
        dataSource.apply(snapshot)   // animated: the row fades out, the rows below close up
        showStatus("Deleted \(name)")
    }

    // A message in the footer for three seconds: a timer through the host.
    private func showStatus(_ message: String) {
        footer.hints = [.init("", message)]
        host.schedule(after: 3) { [weak self] in
            self?.footer.hints = [.init("↑↓", "move"), .init("d", "delete")]
        }
    }

    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        showStatus("Chose \(dataSource.itemIdentifier(for: indexPath) ?? "")")
    }
}

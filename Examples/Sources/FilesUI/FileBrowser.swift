import DiffableTUI
import ExampleViews

/// A file browser: the directory as an outline whose folders are read when first expanded
/// (through `sectionSnapshotHandlers`), Left/Right/Enter folding, a live filter (`/`) over
/// what has been read, and the focused entry's path in the header.
@MainActor
public final class FileBrowser {
    /// A file or folder, by path.
    public struct Node: Hashable, Sendable {
        public var path: String
        public var name: String
        public var isDirectory: Bool
        public var size: Int
    }

    enum Section: Hashable { case tree }
    typealias DataSource = CollectionViewDiffableDataSource<Section, Node>

    public let frame: AppFrame
    public let collectionView: CollectionView
    public let filterField = TextField()
    let root: String
    private let reader: any DirectoryReader
    private var dataSource: DataSource!
    /// The outline as folded before the filter started: what it searches and restores.
    private var outline = DataSource.SectionSnapshot()
    private var isFiltering = false
    /// Folders read, in order (a folder read again after the filter dropped it counts again).
    public private(set) var reads: [String] = []

    /// Builds the browser of `root` in `host`'s window.
    public static func launch(in host: any ApplicationHost, root: String, reader: any DirectoryReader = FileSystemReader()) -> FileBrowser {
        let browser = FileBrowser(root: root, reader: reader)
        host.window.rootView = browser.frame
        host.window.unhandledKeyHandler = { [weak host, weak browser] key in
            switch key {
            case .character("q"): host?.terminate(exitCode: 0)
            case .character("/"): browser?.filterField.becomeFirstResponder()
            default: return false
            }
            return true
        }
        browser.collectionView.becomeFirstResponder()
        return browser
    }

    init(root: String, reader: any DirectoryReader) {
        self.root = root
        self.reader = reader
        var list = ListConfiguration(appearance: .plain)
        list.showsSeparators = false
        collectionView = CollectionView(frame: .zero, collectionViewLayout: .list(using: list))
        let column = FieldColumn(list: collectionView, field: filterField, prompt: "/", showsFieldWhileItHoldsText: true)
        frame = AppFrame(content: column, showsHeader: true)
        frame.header.text = root
        frame.footer.hints = [.init("← → Enter", "fold"), .init("/", "filter"), .init("Esc", "clear"), .init("q", "quit")]
        filterField.placeholder = "filter"
        column.textDidChange = { [unowned self] in filter($0) }
        configureDataSource()
        collectionView.delegate = self
        var tree = DataSource.SectionSnapshot()
        tree.append(children(of: root))
        dataSource.apply(tree, to: .tree, animatingDifferences: false)
    }

    private func configureDataSource() {
        let cell = CollectionView.CellRegistration<CollectionViewListCell, Node> { cell, _, node in
            var content = cell.defaultContentConfiguration()
            content.text = node.isDirectory ? node.name + "/" : node.name
            cell.contentConfiguration = content
            cell.accessories = node.isDirectory
                ? [.outlineDisclosure(options: .init(style: .cell))]
                : [.label(text: Self.size(node.size), options: .init(tintColor: .indexed(244)))]
        }
        dataSource = DataSource(collectionView: collectionView) { collectionView, indexPath, node in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: node)
        }
        var handlers = DataSource.SectionSnapshotHandlers()
        // A folder's children are read when it opens with none known (the first time).
        handlers.snapshotForExpandingParent = { [unowned self] node, children in
            guard children.items.isEmpty else { return children }
            var read = DataSource.SectionSnapshot()
            read.append(self.children(of: node.path))
            return read
        }
        dataSource.sectionSnapshotHandlers = handlers
    }

    /// The entries of `path` as nodes, folders first, each group by name.
    private func children(of path: String) -> [Node] {
        reads.append(path)
        return reader.entries(at: path)
            .map { Node(path: Self.join(path, $0.name), name: $0.name, isDirectory: $0.isDirectory, size: $0.size) }
            .sorted { ($0.isDirectory ? 0 : 1, $0.name.lowercased(), $0.name) < ($1.isDirectory ? 0 : 1, $1.name.lowercased(), $1.name) }
    }

    /// Shows the entries read so far whose names contain `text` (case-insensitive), with the
    /// folders leading to them open; an empty text restores the outline as it was folded.
    ///
    /// - Complexity: O(entries read).
    public func filter(_ text: String) {
        guard !text.isEmpty else {
            if isFiltering { dataSource.apply(outline, to: .tree, animatingDifferences: true) }
            isFiltering = false
            return
        }
        if !isFiltering { outline = dataSource.snapshot(for: .tree) }
        isFiltering = true
        let needle = text.lowercased()
        var shown = DataSource.SectionSnapshot()
        var keep: Set<Node> = []
        for node in outline.items where node.name.lowercased().contains(needle) {
            var current: Node? = node
            while let item = current, keep.insert(item).inserted { current = outline.parent(of: item) }
        }
        for node in outline.items where keep.contains(node) {
            shown.append([node], to: outline.parent(of: node))
            if node.isDirectory { shown.expand([node]) }
        }
        dataSource.apply(shown, to: .tree, animatingDifferences: true)
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    static func size(_ bytes: Int) -> String {
        let units = ["B", "K", "M", "G", "T"]
        var value = bytes
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        return "\(value)\(units[unit])"
    }
}

extension FileBrowser: CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext) {
        let node = context.nextFocusedIndexPath.flatMap { dataSource.itemIdentifier(for: $0) }
        frame.header.text = node?.path ?? root
    }
}

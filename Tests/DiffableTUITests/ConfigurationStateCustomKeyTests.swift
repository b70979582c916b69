import DiffableTUITesting
import Testing

/// UIKit's custom configuration state, ported as Apple's *Implementing Modern Collection
/// Views* sample writes it: the cell puts its item in its state, and styles from the state.
private struct Item: Hashable {
    var title: String
    var isFavorite: Bool
}

extension ConfigurationStateCustomKey {
    fileprivate static let item = ConfigurationStateCustomKey("com.example.ItemListCell.item")
}

extension CellConfigurationState {
    fileprivate var item: Item? {
        get { self[.item] as? Item }
        set { self[.item] = newValue }
    }
}

private final class ItemListCell: CollectionViewListCell {
    private var item: Item?
    var statesSeen: [CellConfigurationState] = []

    func update(with newItem: Item) {
        guard item != newItem else { return }
        item = newItem
        setNeedsUpdateConfiguration()
    }

    override var configurationState: CellConfigurationState {
        var state = super.configurationState
        state.item = item
        return state
    }

    override func updateConfiguration(using state: CellConfigurationState) {
        statesSeen.append(state)
        var content = defaultContentConfiguration().updated(for: state)
        content.text = (state.item?.isFavorite == true ? "★ " : "") + (state.item?.title ?? "")
        contentConfiguration = content
    }
}

@MainActor
@Suite struct ConfigurationStateCustomKeyTests {
    @Test func aValueStoredUnderAKeyIsReadBackAndTakesPartInEquality() {
        var state = CellConfigurationState(isSelected: true)
        #expect(state[.item] == nil)
        state.item = Item(title: "Fig", isFavorite: false)
        #expect(state.item == Item(title: "Fig", isFavorite: false))
        #expect(state != CellConfigurationState(isSelected: true))
        state[.item] = nil
        #expect(state == CellConfigurationState(isSelected: true))
        #expect(ConfigurationStateCustomKey(rawValue: "a") == ConfigurationStateCustomKey("a"))
    }

    /// The cell's own value reaches `updateConfiguration(using:)` with the collection view's
    /// state, and a change of it (through a reconfigure) restyles the row.
    @Test func aCellStylesFromTheValueItAddsToItsState() {
        let driver = HeadlessDriver(size: Size(width: 20, height: 3))
        var list = ListConfiguration(appearance: .plain)
        list.showsSeparators = false
        let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 20, height: 3), collectionViewLayout: .list(using: list))
        driver.window.rootView = collectionView
        var items = ["fig": Item(title: "Fig", isFavorite: false), "kiwi": Item(title: "Kiwi", isFavorite: true)]
        let registration = CollectionView.CellRegistration<ItemListCell, String> { cell, _, key in
            cell.update(with: items[key]!)
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, key in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: key)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["fig", "kiwi"])
        dataSource.apply(snapshot, animatingDifferences: false)
        driver.runUntilIdle()
        #expect(driver.screenLines.prefix(2).map { $0.trimmingCharacters(in: .whitespaces) } == ["Fig", "★ Kiwi"])

        items["fig"]?.isFavorite = true
        snapshot.reconfigureItems(["fig"])
        dataSource.apply(snapshot, animatingDifferences: false)
        driver.runUntilIdle()
        #expect(driver.screenLines[0].trimmingCharacters(in: .whitespaces) == "★ Fig")
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ItemListCell
        #expect(cell?.statesSeen.last?.item == Item(title: "Fig", isFavorite: true))

        collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        driver.runUntilIdle()
        #expect(cell?.statesSeen.last?.isSelected == true, "the collection view's own state is kept")
        #expect(cell?.statesSeen.last?.item?.title == "Fig", "beside the cell's value")
    }
}

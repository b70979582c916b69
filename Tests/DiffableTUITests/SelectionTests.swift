import Testing
@testable import DiffableTUI

/// Selection by the user (through the delegate) and by code (without it).
@MainActor
@Suite struct SelectionTests {
    private func list(_ items: [[String]] = [["a", "b", "c"]]) -> (Harness, ArrayDataSource, RecordingDelegate) {
        let harness = Harness(width: 20, height: 8, layout: listLayout(.sidebarPlain, header: .none))
        let source = ArrayDataSource(items)
        let delegate = RecordingDelegate()
        harness.collectionView.dataSource = source
        harness.collectionView.delegate = delegate
        harness.frame()
        return (harness, source, delegate)
    }

    private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func enterSelectsAndSelectingAnotherDeselectsThePrevious() {
        let (harness, source, delegate) = list()
        harness.press(.down, .enter, .down, .enter)
        #expect(harness.collectionView.indexPathsForSelectedItems == [path(1)])
        #expect(delegate.events == ["focus 0.0", "select 0.0", "focus 0.1", "deselect 0.0", "select 0.1"])
        #expect(harness.collectionView.cellForItem(at: path(1))?.isSelected == true)
        #expect(harness.collectionView.cellForItem(at: path(0))?.isSelected == false)
        withExtendedLifetime(source) {}
    }

    @Test func selectingTheSelectedItemAgainReportsItAgain() {
        let (harness, source, delegate) = list()
        harness.press(.down, .enter, .enter)
        #expect(delegate.events == ["focus 0.0", "select 0.0", "select 0.0"])
        #expect(harness.collectionView.indexPathsForSelectedItems == [path(0)])
        withExtendedLifetime(source) {}
    }

    @Test func multipleSelectionToggles() {
        let (harness, source, delegate) = list()
        harness.collectionView.allowsMultipleSelection = true
        harness.press(.down, .enter, .down, .character(" "), .up, .enter)
        #expect(harness.collectionView.indexPathsForSelectedItems == [path(1)])
        #expect(delegate.events.filter { !$0.hasPrefix("focus") } == ["select 0.0", "select 0.1", "deselect 0.0"])
        withExtendedLifetime(source) {}
    }

    @Test func delegateCanRefuse() {
        let (harness, source, delegate) = list()
        delegate.refusesSelection = [path(0)]
        harness.press(.down, .enter)
        #expect(harness.collectionView.indexPathsForSelectedItems == [])
        harness.collectionView.allowsMultipleSelection = true
        delegate.refusesDeselection = [path(1)]
        harness.press(.down, .enter, .enter)
        #expect(harness.collectionView.indexPathsForSelectedItems == [path(1)])
        withExtendedLifetime(source) {}
    }

    @Test func disabledCellsAreDimAndCannotBeSelected() {
        let (harness, source, delegate) = list()
        source.cellProvider = { [unowned source] collectionView, indexPath, text in
            let cell = collectionView.dequeueConfiguredReusableCell(using: source.registration, for: indexPath, item: text)
            cell.isDisabled = indexPath.item == 1
            return cell
        }
        harness.collectionView.reloadData()
        let buffer = harness.frame()
        #expect(buffer[1, 1].style.attributes.contains(.dim))
        harness.press(.down, .down, .enter)
        #expect(harness.collectionView.focusedIndexPath == path(1))
        #expect(harness.collectionView.indexPathsForSelectedItems == [])
        #expect(!delegate.events.contains { $0.hasPrefix("select") })
        withExtendedLifetime(source) {}
    }

    @Test func programmaticSelectionSkipsTheDelegate() {
        let (harness, source, delegate) = list()
        let collectionView = harness.collectionView
        collectionView.selectItem(at: path(2), animated: false, scrollPosition: [])
        collectionView.selectItem(at: path(1), animated: false, scrollPosition: [])
        #expect(collectionView.indexPathsForSelectedItems == [path(1)])
        collectionView.deselectItem(at: path(1), animated: false)
        #expect(collectionView.indexPathsForSelectedItems == [])
        collectionView.selectItem(at: path(9), animated: false, scrollPosition: [])
        #expect(collectionView.indexPathsForSelectedItems == [])
        collectionView.selectItem(at: path(0), animated: false, scrollPosition: [])
        collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(collectionView.indexPathsForSelectedItems == [])
        #expect(delegate.events.isEmpty)
        withExtendedLifetime(source) {}
    }

    @Test func selectionFollowsFocus() {
        let (harness, source, delegate) = list()
        harness.collectionView.selectionFollowsFocus = true
        harness.press(.down, .down, .down)
        #expect(harness.collectionView.indexPathsForSelectedItems == [path(2)])
        #expect(delegate.events == ["focus 0.0", "select 0.0", "focus 0.1", "deselect 0.0", "select 0.1", "focus 0.2", "deselect 0.1", "select 0.2"])
        withExtendedLifetime(source) {}
    }

    @Test func disallowingSelectionClearsItAndIgnoresKeys() {
        let (harness, source, _) = list()
        harness.collectionView.selectItem(at: path(0), animated: false, scrollPosition: [])
        harness.collectionView.allowsSelection = false
        #expect(harness.collectionView.indexPathsForSelectedItems == nil)
        harness.press(.down, .enter)
        harness.collectionView.allowsSelection = true
        #expect(harness.collectionView.indexPathsForSelectedItems == [])
        withExtendedLifetime(source) {}
    }

    @Test func turningOffMultipleSelectionKeepsOneItem() {
        let (harness, source, _) = list()
        harness.collectionView.allowsMultipleSelection = true
        for item in 0..<3 { harness.collectionView.selectItem(at: path(item), animated: false, scrollPosition: []) }
        harness.collectionView.allowsMultipleSelection = false
        #expect(harness.collectionView.indexPathsForSelectedItems == [path(0)])
        withExtendedLifetime(source) {}
    }

    @Test func clickFocusesAndSelects() {
        let (harness, source, delegate) = list()
        harness.click(x: 5, y: 2)
        #expect(harness.collectionView.focusedIndexPath == path(2))
        #expect(harness.collectionView.indexPathsForSelectedItems == [path(2)])
        #expect(delegate.events == ["focus 0.2", "select 0.2"])
        harness.click(x: 5, y: 6)
        #expect(harness.collectionView.indexPathsForSelectedItems == [path(2)])
        withExtendedLifetime(source) {}
    }

    @Test func clickingABadgeSelectsItsItemButAHeaderSelectsNothing() {
        let (harness, source) = fruitGrid(width: 40, height: 20, layout: badgeGridLayout())
        harness.frame()
        harness.click(x: 19, y: 1)
        #expect(harness.collectionView.indexPathsForSelectedItems == [path(0)])
        withExtendedLifetime(source) {}

        let (plain, plainSource) = produceList(.plain)
        plain.collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        plain.frame()
        plain.click(x: 5, y: 0)
        #expect(plain.collectionView.indexPathsForSelectedItems == [])
        withExtendedLifetime(plainSource) {}
    }
}

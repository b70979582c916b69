import Testing
@testable import DiffableTUI

/// The delegate members a UIKit developer writes by habit are each called, at UIKit's moment.
@MainActor
struct DelegateTests {
    /// Records every call in order as a short string.
    final class Log: CollectionViewDelegate {
        var events: [String] = []
        var unfocusable: Set<Int> = []
        var unhighlightable: Set<Int> = []
        var scrolls = 0

        private func name(_ indexPath: IndexPath) -> String { "\(indexPath.item)" }

        func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
            events.append("show \(name(indexPath))")
        }
        func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
            events.append("hide \(name(indexPath))")
        }
        func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                            forElementKind elementKind: String, at indexPath: IndexPath) {
            events.append("show \(elementKind) \(indexPath.section)")
        }
        func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                            forElementOfKind elementKind: String, at indexPath: IndexPath) {
            events.append("hide \(elementKind) \(indexPath.section)")
        }
        func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
            !unhighlightable.contains(indexPath.item)
        }
        func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
            events.append("highlight \(name(indexPath))")
        }
        func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
            events.append("unhighlight \(name(indexPath))")
        }
        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
            events.append("select \(name(indexPath))")
        }
        func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
            events.append("primary \(name(indexPath))")
        }
        func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
            !unfocusable.contains(indexPath.item)
        }
        func scrollViewDidScroll(_ scrollView: CollectionView) {
            scrolls += 1
        }
    }

    private func list(rows: Int, height: Int = 5) -> (Harness, CountingDataSource, Log) {
        let harness = Harness(width: 20, height: height, layout: listLayout(.plain, header: .none))
        let source = CountingDataSource(count: rows)
        let log = Log()
        harness.collectionView.delegate = log
        harness.collectionView.dataSource = source
        return (harness, source, log)
    }

    @Test func cellsAreToldWhenTheyComeOnScreenAndWhenTheyLeave() {
        let (harness, source, log) = list(rows: 20)
        harness.frame()
        // A plain list puts a separator row between items: five rows show items 0 to 2.
        #expect(log.events == ["show 0", "show 1", "show 2"])
        log.events = []
        harness.collectionView.contentOffset = Point(x: 0, y: 4)
        harness.frame()
        #expect(log.events == ["hide 0", "hide 1", "show 3", "show 4"])
        withExtendedLifetime(source) {}
    }

    @Test func anItemDeletedByAnApplyEndsDisplayingAtTheIndexPathItWasShownAt() {
        let harness = Harness(width: 20, height: 8, layout: listLayout(.plain, header: .none))
        let dataSource = harness.textDataSource()
        let log = Log()
        harness.collectionView.delegate = log
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot, animatingDifferences: false)
        harness.frame()
        #expect(log.events == ["show 0", "show 1", "show 2"])
        log.events = []
        snapshot.deleteItems(["b"])
        dataSource.apply(snapshot, animatingDifferences: false)
        harness.frame()
        #expect(log.events == ["hide 1"], "c moved up in its own cell: nothing new came on screen")
    }

    @Test func scrollingIsReportedOncePerMove() {
        let (harness, source, log) = list(rows: 20)
        harness.frame()
        #expect(log.scrolls == 0)
        harness.wheel(down: true)
        #expect(log.scrolls == 1)
        harness.frame()
        #expect(log.scrolls == 1, "a frame that does not move reports nothing")
        withExtendedLifetime(source) {}
    }

    @Test func enterIsAPrimaryActionAfterTheSelection() {
        let (harness, source, log) = list(rows: 5)
        harness.frame()
        log.events = []
        harness.press(.down, .down)
        log.events = []
        harness.press(.enter)
        #expect(log.events == ["select 1", "primary 1"])
        withExtendedLifetime(source) {}
    }

    @Test func aPrimaryActionRunsWithoutSelectionToo() {
        let (harness, source, log) = list(rows: 5)
        harness.collectionView.allowsSelection = false
        harness.frame()
        harness.press(.down)
        log.events = []
        harness.press(.enter)
        #expect(log.events == ["primary 0"])
        withExtendedLifetime(source) {}
    }

    @Test func arrowsSkipItemsThatCannotTakeTheFocus() {
        let (harness, source, log) = list(rows: 6, height: 12)
        log.unfocusable = [1, 2]
        harness.frame()
        harness.press(.down, .down)
        #expect(harness.collectionView.focusedIndexPath == IndexPath(item: 3, section: 0))
        harness.press(.up)
        #expect(harness.collectionView.focusedIndexPath == IndexPath(item: 0, section: 0))
        harness.collectionView.focusedIndexPath = IndexPath(item: 2, section: 0)
        #expect(harness.collectionView.focusedIndexPath == IndexPath(item: 0, section: 0), "refused")
        withExtendedLifetime(source) {}
    }

    @Test func aPressHighlightsUntilTheReleaseAndAnUnhighlightableItemIsNotChosen() {
        let (harness, source, log) = list(rows: 5, height: 10)
        log.unhighlightable = [2]
        harness.frame()
        log.events = []
        harness.click(x: 2, y: 2)
        #expect(log.events == ["highlight 1", "select 1", "primary 1", "unhighlight 1"])
        log.events = []
        harness.click(x: 2, y: 4)
        #expect(log.events == [], "no highlight, no selection")
        #expect(harness.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        withExtendedLifetime(source) {}
    }
}

/// Supplementary views through the delegate and the visible-element queries: how an app keeps
/// badges and headers current, since they are not reconfigured with their item.
@MainActor
struct SupplementaryDisplayTests {
    private func sectioned() -> (Harness, ArrayDataSource, DelegateTests.Log) {
        let (harness, source) = produceList(.plain, height: 12)
        let log = DelegateTests.Log()
        harness.collectionView.delegate = log
        return (harness, source, log)
    }

    @Test func headersComeAndGoThroughTheDelegate() {
        let (harness, source, log) = sectioned()
        harness.frame()
        let header = CollectionView.elementKindSectionHeader
        #expect(log.events.contains("show \(header) 0"))
        #expect(log.events.contains("show \(header) 1"))
        log.events = []
        harness.collectionView.dataSource = nil
        harness.frame()
        #expect(log.events.contains("hide \(header) 0"))
        withExtendedLifetime(source) {}
    }

    @Test func theVisibleHeadersCanBeListedAndRefreshed() {
        let (harness, source, _) = sectioned()
        harness.frame()
        let header = CollectionView.elementKindSectionHeader
        #expect(harness.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: header)
            == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        let views = harness.collectionView.visibleSupplementaryViews(ofKind: header)
        #expect(views.count == 2)
        for view in views {
            guard let cell = view as? CollectionViewListCell, var content = cell.contentConfiguration as? ListContentConfiguration else { continue }
            content.text = (content.text ?? "") + " (3)"
            cell.contentConfiguration = content
        }
        #expect(harness.text().contains("Fruits (3)"))
        #expect(harness.collectionView.visibleSupplementaryViews(ofKind: "badge").isEmpty)
        withExtendedLifetime(source) {}
    }
}

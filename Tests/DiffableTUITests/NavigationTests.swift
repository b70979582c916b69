import Testing
@testable import DiffableTUI

/// Keyboard and wheel navigation: lists, grids in two dimensions, pages, ends, scroll-off,
/// and the edge cases (empty sections, one item, last row, a ragged last grid row).
@MainActor
@Suite struct NavigationTests {
    private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    private func list(_ sections: [[String]], height: Int = 10) -> (Harness, ArrayDataSource) {
        let harness = Harness(width: 20, height: height, layout: listLayout(.sidebarPlain, header: .none))
        let source = ArrayDataSource(sections)
        harness.collectionView.dataSource = source
        harness.frame()
        return (harness, source)
    }

    /// A grid of `count` 4x2 cells, `columns` per row.
    private func grid(count: Int, columns: Int = 3, height: Int = 12) -> (Harness, ArrayDataSource) {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / Double(columns)), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(2)), subitems: [item])
        let harness = Harness(width: 4 * columns, height: height, layout: CompositionalLayout(section: LayoutSection(group: group)))
        let source = ArrayDataSource([(0..<count).map { "\($0)" }])
        harness.collectionView.dataSource = source
        harness.frame()
        return (harness, source)
    }

    @Test func arrowsWalkAListAndStopAtTheEnds() {
        let (harness, source) = list([["a", "b", "c"]])
        let collectionView = harness.collectionView
        harness.press(.down)
        #expect(collectionView.focusedIndexPath == path(0))
        harness.press(.down, .down, .down, .down)
        #expect(collectionView.focusedIndexPath == path(2))
        harness.press(.up, .up, .up, .up)
        #expect(collectionView.focusedIndexPath == path(0))
        withExtendedLifetime(source) {}
    }

    @Test func emptySectionsAreSkipped() {
        let (harness, source) = list([[], ["a"], [], [], ["b"], []])
        let collectionView = harness.collectionView
        harness.press(.down)
        #expect(collectionView.focusedIndexPath == path(0, 1))
        harness.press(.down)
        #expect(collectionView.focusedIndexPath == path(0, 4))
        harness.press(.down)
        #expect(collectionView.focusedIndexPath == path(0, 4))
        harness.press(.home)
        #expect(collectionView.focusedIndexPath == path(0, 1))
        harness.press(.end)
        #expect(collectionView.focusedIndexPath == path(0, 4))
        withExtendedLifetime(source) {}
    }

    @Test func oneItemTakesEveryKey() {
        let (harness, source) = list([["only"]])
        harness.press(.down, .up, .pageDown, .pageUp, .home, .end, .enter)
        #expect(harness.collectionView.focusedIndexPath == path(0))
        #expect(harness.collectionView.indexPathsForSelectedItems == [path(0)])
        withExtendedLifetime(source) {}
    }

    @Test func scrollOffKeepsTwoRowsOfContext() {
        let (harness, source) = list([(0..<50).map { "Row \($0)" }])
        let collectionView = harness.collectionView
        harness.press(.down)
        for _ in 0..<7 { harness.press(.down) }
        #expect(collectionView.focusedIndexPath == path(7))
        #expect(collectionView.contentOffset.y == 0)
        harness.press(.down)
        // Row 8 needs rows 9 and 10 below it on a 10-row screen.
        #expect(collectionView.contentOffset.y == 1)
        #expect(harness.frame().lines()[9] == " Row 10")
        harness.press(.up, .up, .up, .up, .up, .up)
        #expect(collectionView.focusedIndexPath == path(2))
        #expect(collectionView.contentOffset.y == 0)
        withExtendedLifetime(source) {}
    }

    @Test func lastRowSitsAtTheBottomWithoutOverscroll() {
        let (harness, source) = list([(0..<50).map { "Row \($0)" }])
        harness.press(.end)
        #expect(harness.collectionView.focusedIndexPath == path(49))
        #expect(harness.collectionView.contentOffset.y == 40)
        #expect(harness.frame().lines()[9] == " Row 49")
        withExtendedLifetime(source) {}
    }

    @Test func pageKeysMoveThePageAndTheFocusTogether() {
        let (harness, source) = list([(0..<50).map { "Row \($0)" }])
        let collectionView = harness.collectionView
        harness.press(.down, .down, .down)
        #expect(collectionView.focusedIndexPath == path(2))
        harness.press(.pageDown)
        #expect(collectionView.focusedIndexPath == path(11))
        #expect(collectionView.contentOffset.y == 9)
        harness.press(.pageDown, .pageDown, .pageDown, .pageDown, .pageDown)
        #expect(collectionView.focusedIndexPath == path(49))
        harness.press(.pageUp)
        #expect(collectionView.focusedIndexPath == path(40))
        harness.press(.home)
        #expect(collectionView.focusedIndexPath == path(0))
        #expect(collectionView.contentOffset.y == 0)
        withExtendedLifetime(source) {}
    }

    @Test func gridMovesInTwoDimensions() {
        let (harness, source) = grid(count: 8)
        let collectionView = harness.collectionView
        harness.press(.down)
        #expect(collectionView.focusedIndexPath == path(0))
        harness.press(.right, .down)
        #expect(collectionView.focusedIndexPath == path(4))
        harness.press(.right, .right)
        #expect(collectionView.focusedIndexPath == path(6))
        harness.press(.left)
        #expect(collectionView.focusedIndexPath == path(5))
        harness.press(.up)
        #expect(collectionView.focusedIndexPath == path(2))
        withExtendedLifetime(source) {}
    }

    @Test func gridRaggedLastRowPicksTheNearestItem() {
        let (harness, source) = grid(count: 7)
        let collectionView = harness.collectionView
        collectionView.focusedIndexPath = path(5)
        harness.press(.down)
        #expect(collectionView.focusedIndexPath == path(6))
        harness.press(.down)
        #expect(collectionView.focusedIndexPath == path(6))
        harness.press(.up, .right)
        #expect(collectionView.focusedIndexPath == path(4))
        withExtendedLifetime(source) {}
    }

    @Test func gridLeftAndRightWrapAcrossRowEnds() {
        let (harness, source) = grid(count: 6)
        let collectionView = harness.collectionView
        collectionView.focusedIndexPath = path(2)
        harness.press(.right)
        #expect(collectionView.focusedIndexPath == path(3))
        harness.press(.left, .left)
        #expect(collectionView.focusedIndexPath == path(1))
        collectionView.focusedIndexPath = path(5)
        harness.press(.right)
        #expect(collectionView.focusedIndexPath == path(5))
        withExtendedLifetime(source) {}
    }

    @Test func gridUpAndDownKeepTheColumnAcrossUnevenRows() {
        // Row 0 has two wide cells, row 1 three narrow ones: down from the right wide cell
        // lands in the column under it.
        let wide = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let narrow = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        let layout = CompositionalLayout { section, _ in
            let item = section == 0 ? wide : narrow
            return LayoutSection(group: .horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(2)), subitems: [item]))
        }
        let harness = Harness(width: 30, height: 10, layout: layout)
        let source = ArrayDataSource([["L", "R"], ["x", "y", "z"]])
        harness.collectionView.dataSource = source
        harness.frame()
        harness.collectionView.focusedIndexPath = path(1, 0)
        harness.press(.down)
        #expect(harness.collectionView.focusedIndexPath == path(2, 1))
        harness.press(.left, .up)
        #expect(harness.collectionView.focusedIndexPath == path(0, 0))
        withExtendedLifetime(source) {}
    }

    @Test func sidewaysSectionsScrollToTheFocusedItem() {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(1)), subitems: [item])
        let carousel = LayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = .continuous
        let list = LayoutSection(group: .vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), subitems: [item]))
        let layout = CompositionalLayout { section, _ in section == 0 ? carousel : list }
        let harness = Harness(width: 30, height: 5, layout: layout)
        let source = ArrayDataSource([(0..<10).map { "card\($0)" }, ["below"]])
        source.cellProvider = { [unowned source] collectionView, indexPath, text in
            let cell = collectionView.dequeueConfiguredReusableCell(using: source.registration, for: indexPath, item: text)
            var content = ListContentConfiguration.cell()
            content.text = text
            content.directionalLayoutMargins = .zero
            cell.contentConfiguration = content
            return cell
        }
        harness.collectionView.dataSource = source
        harness.frame()
        harness.press(.down)
        #expect(harness.collectionView.focusedIndexPath == path(0))
        for _ in 0..<5 { harness.press(.right) }
        #expect(harness.collectionView.focusedIndexPath == path(5))
        #expect((harness.collectionView.orthogonalOffsets[0] ?? 0) > 0)
        #expect(harness.frame().lines()[0].contains("card5"))
        harness.press(.down)
        #expect(harness.collectionView.focusedIndexPath == path(0, 1))
        harness.press(.up)
        #expect(harness.collectionView.focusedIndexPath?.section == 0)
        withExtendedLifetime(source) {}
    }

    @Test func wheelScrollsThreeRowsAndLeavesTheFocus() {
        let (harness, source) = list([(0..<50).map { "Row \($0)" }])
        harness.press(.down)
        harness.wheel(down: true)
        #expect(harness.collectionView.contentOffset.y == 3)
        harness.wheel(down: true)
        harness.wheel(down: false)
        #expect(harness.collectionView.contentOffset.y == 3)
        #expect(harness.collectionView.focusedIndexPath == path(0))
        harness.wheel(down: false)
        harness.wheel(down: false)
        #expect(harness.collectionView.contentOffset.y == 0)
        withExtendedLifetime(source) {}
    }

    /// The wheel scrolled the focused row away: a key starts from the rows the reader sees
    /// (↓ the topmost, ↑ the bottommost) instead of jumping back to a row they cannot see.
    @Test func aKeyAfterTheFocusScrolledAwayStartsFromTheScreen() {
        let (harness, source) = list([(0..<50).map { "Row \($0)" }])
        let collectionView = harness.collectionView
        harness.press(.down)
        for _ in 0..<5 { harness.wheel(down: true) }
        #expect(collectionView.contentOffset.y == 15)
        harness.press(.down)
        #expect(collectionView.focusedIndexPath == path(15))
        collectionView.contentOffset = Point(x: 0, y: 30)
        harness.frame()
        harness.press(.up)
        #expect(collectionView.focusedIndexPath == path(39))
        collectionView.contentOffset = Point(x: 0, y: 20)
        harness.frame()
        harness.press(.pageUp)
        #expect(collectionView.focusedIndexPath == path(29))
        withExtendedLifetime(source) {}
    }

    /// `becomeFirstResponder()` by code on a list scrolled down focuses the topmost row on
    /// screen, where its ring shows, and ↑ then moves from there.
    @Test func becomingFirstResponderByCodeFocusesARowOnScreen() {
        let (harness, source) = list([(0..<50).map { "Row \($0)" }])
        let collectionView = harness.collectionView
        harness.window.resignFirstResponder()
        collectionView.contentOffset = Point(x: 0, y: 20)
        harness.frame()
        _ = collectionView.becomeFirstResponder()
        #expect(collectionView.focusedIndexPath == path(20))
        harness.press(.up)
        #expect(collectionView.focusedIndexPath == path(19))
        withExtendedLifetime(source) {}
    }

    @Test func scrollToItemPositions() {
        let (harness, source) = list([(0..<50).map { "Row \($0)" }])
        let collectionView = harness.collectionView
        collectionView.scrollToItem(at: path(30), at: .top, animated: false)
        harness.frame()
        #expect(collectionView.contentOffset.y == 30)
        collectionView.scrollToItem(at: path(30), at: .centeredVertically, animated: false)
        harness.frame()
        #expect(collectionView.contentOffset.y == 26)
        collectionView.scrollToItem(at: path(30), at: .bottom, animated: false)
        harness.frame()
        #expect(collectionView.contentOffset.y == 21)
        collectionView.scrollToItem(at: path(49), at: .top, animated: false)
        harness.frame()
        #expect(collectionView.contentOffset.y == 40)
        withExtendedLifetime(source) {}
    }

    @Test func focusedRowStaysClearOfAPinnedHeader() {
        let harness = Harness(width: 30, height: 8, layout: listLayout(.plain))
        let source = ArrayDataSource([(0..<30).map { "Item \($0)" }])
        source.supplementaryProvider = ListSupplementaries(titles: ["Header"], counts: [30]).provide
        harness.collectionView.dataSource = source
        harness.frame()
        harness.collectionView.focusedIndexPath = path(20)
        harness.frame()
        harness.press(.up, .up, .up, .up)
        let lines = harness.frame().lines()
        let focused = lines.firstIndex { $0.contains("Item 16") }!
        #expect(lines[0] == "  Header")
        // Below the pinned header, two rows of context stay visible above the focused row.
        #expect(focused == 1 + 2)
        withExtendedLifetime(source) {}
    }

    @Test func keysFocusTheCollectionView() {
        let (harness, source) = list([["a", "b"]])
        harness.window.resignFirstResponder()
        harness.press(.down)
        #expect(harness.collectionView.isFirstResponder)
        #expect(harness.collectionView.cellForItem(at: path(0))?.isFocused == true)
        withExtendedLifetime(source) {}
    }

    @Test func resizeKeepsTheFirstVisibleRowInPlace() {
        let (harness, source) = list([(0..<50).map { "Row \($0)" }])
        harness.collectionView.contentOffset = Point(x: 0, y: 20)
        #expect(harness.frame().lines()[0] == " Row 20")
        harness.window.send(.resize(Size(width: 30, height: 6)))
        let lines = harness.frame().lines()
        #expect(lines.count == 6)
        #expect(lines[0] == " Row 20")
        withExtendedLifetime(source) {}
    }
}

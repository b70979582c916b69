import DiffableTUITesting
import SnapshotTesting
import Testing
@testable import DiffableTUI

/// Outlines from section snapshots: what enters the flat snapshot, the tree drawn with
/// disclosure triangles, and Left/Right/Enter through the section snapshot handlers.
@MainActor
@Suite struct OutlineTests {
    @Test func outlineWithCollapsedAndExpandedParents() {
        let outline = OutlineFixture()
        outline.focus("Apples")
        assertSnapshot(of: outline.harness.frame(), as: .screen)
        let lines = outline.lines
        #expect(lines[0].hasSuffix("▾"))
        #expect(lines[1].contains("▾ Apples"))
        #expect(lines[2] == "        Gala")
        #expect(lines[4].contains("▸ Oranges"))
        #expect(lines[6].hasPrefix("  Vegetables") && lines[6].hasSuffix("▸"))
    }

    @Test func onlyVisibleItemsEnterTheFlatSnapshot() {
        let outline = OutlineFixture()
        let snapshot = outline.dataSource.snapshot()
        #expect(snapshot.itemIdentifiers(inSection: "fruit") == ["Fruit", "Apples", "Gala", "Fuji", "Oranges"])
        #expect(snapshot.itemIdentifiers(inSection: "vegetables") == ["Vegetables"])
        let fruit = outline.dataSource.snapshot(for: "fruit")
        #expect(fruit.items == ["Fruit", "Apples", "Gala", "Fuji", "Oranges", "Navel", "Blood"])
        #expect(fruit.isExpanded("Apples") && !fruit.isExpanded("Oranges"))
        #expect(outline.dataSource.snapshot(for: "nowhere").items.isEmpty)
    }

    @Test func flatSectionsReadBackAsRootItems() {
        let list = ModelList(items: ["p", "q"])
        #expect(list.dataSource.snapshot(for: 0).rootItems == ["p", "q"])
        #expect(list.dataSource.snapshot(for: 3).items.isEmpty)
    }

    @Test func applyingToAnUnknownSectionAppendsIt() {
        let outline = OutlineFixture()
        var drinks = DiffableDataSourceSectionSnapshot<String>()
        drinks.append(["Drinks"])
        outline.dataSource.apply(drinks, to: "drinks")
        #expect(outline.dataSource.snapshot().sectionIdentifiers == ["fruit", "vegetables", "drinks"])
    }

    @Test func rightExpandsThenMovesToTheFirstChild() {
        let outline = OutlineFixture()
        outline.focus("Oranges")
        outline.harness.press(.right)
        #expect(outline.dataSource.snapshot(for: "fruit").isExpanded("Oranges"))
        #expect(outline.lines[5] == "        Navel")
        #expect(outline.focusedItem == "Oranges")
        outline.harness.press(.right)
        #expect(outline.focusedItem == "Navel")
    }

    @Test func leftCollapsesThenMovesToTheParent() {
        let outline = OutlineFixture()
        outline.focus("Gala")
        outline.harness.press(.left)
        #expect(outline.focusedItem == "Apples")
        outline.harness.press(.left)
        #expect(!outline.dataSource.snapshot(for: "fruit").isExpanded("Apples"))
        #expect(outline.dataSource.snapshot().itemIdentifiers(inSection: "fruit") == ["Fruit", "Apples", "Oranges"])
        outline.harness.press(.left)
        #expect(outline.focusedItem == "Fruit")
        outline.harness.press(.left)
        #expect(outline.dataSource.snapshot().itemIdentifiers(inSection: "fruit") == ["Fruit"])
    }

    @Test func enterTogglesAHeaderAndSelectsARow() {
        let outline = OutlineFixture()
        outline.focus("Vegetables")
        outline.harness.press(.enter)
        #expect(outline.dataSource.snapshot().itemIdentifiers(inSection: "vegetables") == ["Vegetables", "Carrots", "Leeks"])
        #expect(outline.harness.collectionView.indexPathsForSelectedItems == [])
        outline.harness.press(.down, .enter)
        #expect(outline.harness.collectionView.indexPathsForSelectedItems == [outline.dataSource.indexPath(for: "Carrots")!])
        outline.focus("Vegetables")
        outline.harness.press(.character(" "))
        #expect(outline.dataSource.snapshot().itemIdentifiers(inSection: "vegetables") == ["Vegetables"])
    }

    /// A folder opens where it is chosen: Enter on a parent row with a `.cell`-style
    /// disclosure selects it and toggles it, through the section snapshot handlers.
    @Test func enterSelectsAndTogglesACellStyleParent() {
        let outline = OutlineFixture()
        var heard: [String] = []
        outline.dataSource.sectionSnapshotHandlers.willExpandItem = { heard.append("expand \($0)") }
        outline.dataSource.sectionSnapshotHandlers.willCollapseItem = { heard.append("collapse \($0)") }
        outline.focus("Oranges")
        outline.harness.press(.enter)
        #expect(outline.dataSource.snapshot(for: "fruit").isExpanded("Oranges"))
        #expect(outline.harness.collectionView.indexPathsForSelectedItems == [outline.dataSource.indexPath(for: "Oranges")!])
        outline.focus("Apples")
        outline.harness.press(.enter)
        #expect(!outline.dataSource.snapshot(for: "fruit").isExpanded("Apples"))
        #expect(heard == ["expand Oranges", "collapse Apples"])
    }

    @Test func headerRowsAreNotSelectedWhenSelectionFollowsFocus() {
        let outline = OutlineFixture()
        outline.harness.collectionView.selectionFollowsFocus = true
        outline.focus("Oranges")
        outline.harness.press(.down, .down)
        #expect(outline.focusedItem == "Vegetables")
        let selected = outline.harness.collectionView.indexPathsForSelectedItems ?? []
        #expect(!selected.contains(outline.dataSource.indexPath(for: "Vegetables")!))
        outline.harness.press(.up)
        #expect(outline.harness.collectionView.indexPathsForSelectedItems == [outline.dataSource.indexPath(for: "Oranges")!])
    }

    @Test func clickingAHeaderOrATriangleToggles() {
        let outline = OutlineFixture()
        outline.harness.click(x: 10, y: 6)
        #expect(outline.dataSource.snapshot(for: "vegetables").isExpanded("Vegetables"))
        let oranges = outline.lines.firstIndex { $0.contains("Oranges") }!
        outline.harness.click(x: 4, y: oranges)
        #expect(outline.dataSource.snapshot(for: "fruit").isExpanded("Oranges"))
        #expect(outline.harness.collectionView.indexPathsForSelectedItems == [])
        outline.harness.click(x: 20, y: oranges)
        #expect(outline.harness.collectionView.indexPathsForSelectedItems == [outline.dataSource.indexPath(for: "Oranges")!])
    }

    @Test func handlersDecideAndObserve() {
        let outline = OutlineFixture()
        var events: [String] = []
        outline.dataSource.sectionSnapshotHandlers.shouldExpandItem = { $0 != "Vegetables" }
        outline.dataSource.sectionSnapshotHandlers.willExpandItem = { events.append("expand \($0)") }
        outline.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { $0 != "Fruit" }
        outline.dataSource.sectionSnapshotHandlers.willCollapseItem = { events.append("collapse \($0)") }
        outline.focus("Vegetables")
        outline.harness.press(.right)
        #expect(!outline.dataSource.snapshot(for: "vegetables").isExpanded("Vegetables"))
        outline.focus("Fruit")
        outline.harness.press(.left)
        #expect(outline.dataSource.snapshot(for: "fruit").isExpanded("Fruit"))
        outline.focus("Oranges")
        outline.harness.press(.right, .left, .left)
        #expect(events == ["expand Oranges", "collapse Oranges"])
    }

    @Test func childrenLoadWhenAParentExpands() {
        let outline = OutlineFixture()
        outline.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
            guard parent == "Oranges" else { return children }
            var loaded = DiffableDataSourceSectionSnapshot<String>()
            loaded.append(["Valencia"])
            return loaded
        }
        outline.focus("Oranges")
        outline.harness.press(.right)
        #expect(outline.dataSource.snapshot(for: "fruit").snapshot(of: "Oranges").items == ["Valencia"])
        #expect(outline.lines.contains("        Valencia"))
    }

    @Test func expansionUpdatesTheTriangleOfTheSameCell() {
        let outline = OutlineFixture()
        let cell = outline.harness.collectionView.cellForItem(at: outline.dataSource.indexPath(for: "Oranges")!)
        outline.focus("Oranges")
        outline.harness.press(.right)
        #expect(outline.harness.collectionView.cellForItem(at: outline.dataSource.indexPath(for: "Oranges")!) === cell)
        #expect(outline.lines[4].contains("▾ Oranges"))
        #expect(cell?.configurationState.isExpanded == true)
    }

    @Test func leftAndRightPassOnOutsideOutlines() {
        let list = ModelList(items: ["a", "b"])
        list.harness.collectionView.focusedIndexPath = IndexPath(item: 0, section: 0)
        var unhandled: [Key] = []
        list.harness.window.unhandledKeyHandler = { unhandled.append($0); return true }
        list.harness.press(.left, .right, .tab)
        #expect(unhandled == [.left, .right, .tab])
        #expect(list.harness.collectionView.focusedIndexPath == IndexPath(item: 0, section: 0))
    }
}

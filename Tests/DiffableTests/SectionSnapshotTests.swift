import Testing
@testable import Diffable
import TestSupport

/// Reference §2: every member of the section snapshot (traps in SectionSnapshotTrapTests,
/// unknown expand/collapse in DiagnosticsTests).
@Suite struct SectionSnapshotTests {
    typealias Outline = DiffableDataSourceSectionSnapshot<String>

    /// Food (Fruit (apple, pear), bread), Drinks (tea)
    func groceries() -> Outline {
        var outline = Outline()
        outline.append(["Food", "Drinks"])
        outline.append(["Fruit", "bread"], to: "Food")
        outline.append(["apple", "pear"], to: "Fruit")
        outline.append(["tea"], to: "Drinks")
        return outline
    }

    @Test func emptyAndCopy() {
        let empty = Outline()
        #expect(empty.items.isEmpty && empty.rootItems.isEmpty && empty.visibleItems.isEmpty)
        let copy = Outline(groceries())
        #expect(copy == groceries())
    }

    @Test func itemsAreDepthFirstAndChildrenAppendToExistingChildren() {
        var outline = groceries()
        #expect(outline.items == ["Food", "Fruit", "apple", "pear", "bread", "Drinks", "tea"])
        outline.append(["cheese"], to: "Food")
        #expect(outline.items == ["Food", "Fruit", "apple", "pear", "bread", "cheese", "Drinks", "tea"])
        #expect(outline.rootItems == ["Food", "Drinks"])
    }

    @Test func levelsParentsAndIndexes() {
        let outline = groceries()
        #expect(outline.level(of: "Food") == 0)
        #expect(outline.level(of: "Fruit") == 1)
        #expect(outline.level(of: "pear") == 2)
        #expect(outline.parent(of: "pear") == "Fruit")
        #expect(outline.parent(of: "bread") == "Food")
        #expect(outline.parent(of: "Drinks") == nil)
        #expect(outline.index(of: "bread") == 4)
        #expect(outline.index(of: "coffee") == nil)
        #expect(outline.contains("tea") && !outline.contains("coffee"))
    }

    @Test func newParentsStartCollapsedSoOnlyRootsAreVisible() {
        var outline = groceries()
        #expect(!outline.isExpanded("Food"))
        #expect(outline.visibleItems == ["Food", "Drinks"])
        outline.expand(["Food"])
        #expect(outline.visibleItems == ["Food", "Fruit", "bread", "Drinks"])
        outline.expand(["Fruit"])
        #expect(outline.visibleItems == ["Food", "Fruit", "apple", "pear", "bread", "Drinks"])
        #expect(outline.isVisible("apple"))
        outline.collapse(["Food"])
        #expect(outline.visibleItems == ["Food", "Drinks"])
        #expect(!outline.isVisible("apple") && outline.isExpanded("Fruit"), "state of hidden items persists")
        #expect(outline.expandedItems == ["Fruit"])
    }

    @Test func expansionWorksOnLeavesAndSurvivesCopiesAndNewChildren() {
        var outline = Outline()
        outline.append(["leaf"])
        outline.expand(["leaf"])
        #expect(outline.isExpanded("leaf"))
        var copy = outline
        copy.append(["child"], to: "leaf")
        #expect(copy.isVisible("child"), "the leaf was already expanded")
        #expect(outline.items == ["leaf"], "the original is untouched")
    }

    @Test func insertBeforeMatchesTheDestinationsLevel() {
        var outline = groceries()
        outline.insert(["banana"], before: "pear")
        #expect(outline.items == ["Food", "Fruit", "apple", "banana", "pear", "bread", "Drinks", "tea"])
        #expect(outline.level(of: "banana") == 2 && outline.parent(of: "banana") == "Fruit")
    }

    @Test func insertAfterGoesBehindTheDestinationsChildren() {
        var outline = groceries()
        outline.insert(["Veg"], after: "Fruit")
        #expect(outline.items == ["Food", "Fruit", "apple", "pear", "Veg", "bread", "Drinks", "tea"])
        #expect(outline.level(of: "Veg") == 1 && outline.parent(of: "Veg") == "Food")
        outline.insert(["Snacks"], after: "Drinks")
        #expect(outline.items.suffix(3) == ["Drinks", "tea", "Snacks"])
        #expect(outline.level(of: "Snacks") == 0)
    }

    @Test func insertingNothingDoesNothingWhateverTheDestination() {
        var outline = groceries()
        outline.insert([], before: "nowhere")
        outline.append([], to: "nowhere")
        outline.insert(Outline(), after: "nowhere")
        #expect(outline == groceries())
    }

    @Test func insertWholeSnapshotsWithTheirExpansionState() {
        var extra = Outline()
        extra.append(["Dairy"])
        extra.append(["milk"], to: "Dairy")
        extra.expand(["Dairy"])
        var outline = groceries()
        outline.expand(["Food"])
        outline.insert(extra, before: "bread")
        #expect(outline.items == ["Food", "Fruit", "apple", "pear", "Dairy", "milk", "bread", "Drinks", "tea"])
        #expect(outline.level(of: "milk") == 2 && outline.parent(of: "Dairy") == "Food")
        #expect(outline.isExpanded("Dairy") && outline.isVisible("milk"))
        var after = groceries()
        after.insert(extra, after: "Fruit")
        #expect(after.items == ["Food", "Fruit", "apple", "pear", "Dairy", "milk", "bread", "Drinks", "tea"])
        #expect(!after.isVisible("milk"), "Food is collapsed here")
    }

    @Test func deleteRemovesChildrenAndExpansionState() {
        var outline = groceries()
        outline.expand(["Fruit", "Food"])
        outline.delete(["Fruit", "tea", "Fruit"])
        #expect(outline.items == ["Food", "bread", "Drinks"])
        #expect(outline.expandedItems == ["Food"])
        outline.append(["Fruit"])
        #expect(!outline.isExpanded("Fruit"), "a deleted item is no longer expanded")
    }

    @Test func deleteAllEmptiesItemsAndState() {
        var outline = groceries()
        outline.expand(["Food"])
        outline.deleteAll()
        #expect(outline == Outline())
    }

    @Test func replaceChildren() {
        var fresh = Outline()
        fresh.append(["cake", "pie"])
        fresh.append(["crust"], to: "pie")
        fresh.expand(["pie"])
        var outline = groceries()
        outline.expand(["Food", "Fruit"])
        outline.replace(childrenOf: "Food", using: fresh)
        #expect(outline.items == ["Food", "cake", "pie", "crust", "Drinks", "tea"])
        #expect(outline.parent(of: "cake") == "Food" && outline.level(of: "crust") == 2)
        #expect(outline.expandedItems == ["Food", "pie"], "Fruit went away with its state")
        #expect(outline.isVisible("crust"))
    }

    @Test func snapshotOfAParent() {
        var outline = groceries()
        outline.expand(["Fruit"])
        let children = outline.snapshot(of: "Food")
        #expect(children.items == ["Fruit", "apple", "pear", "bread"])
        #expect(children.rootItems == ["Fruit", "bread"])
        #expect(children.level(of: "apple") == 1 && children.parent(of: "Fruit") == nil)
        #expect(children.isExpanded("Fruit") && children.isVisible("apple"))
        let whole = outline.snapshot(of: "Food", includingParent: true)
        #expect(whole.rootItems == ["Food"] && whole.level(of: "apple") == 2)
        #expect(!whole.isVisible("Fruit"), "Food is collapsed")
        #expect(outline.snapshot(of: "tea").items.isEmpty, "a leaf's snapshot is empty")
    }

    @Test func equalityComparesTreeAndExpansion() {
        var a = groceries()
        let b = groceries()
        #expect(a == b)
        a.expand(["tea"])
        #expect(a != b)
        var c = Outline()
        c.append(["Food", "Fruit", "apple", "pear", "bread", "Drinks", "tea"])
        #expect(c != b, "same order, different nesting")
    }

    @Test func visualDescriptionUsesUIKitsLegend() {
        var outline = groceries()
        outline.expand(["Food"])
        #expect(outline.visualDescription() == """
            <DiffableDataSourceSectionSnapshot
            +*Food
              -*Fruit
                - apple
                - pear
              -*bread
            -*Drinks
              - tea
            >
            """)
    }

    @Test func lookupsStayCorrectAfterManyRandomEdits() {
        var random = SeededGenerator(seed: 7)
        var outline = Outline()
        var next = 0
        for _ in 0..<400 {
            let items = outline.items
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                outline.append(["n\(next)"], to: items.randomElement(using: &random))
                next += 1
            case 1 where !items.isEmpty:
                outline.insert(["n\(next)"], before: items.randomElement(using: &random)!)
                next += 1
            case 2 where !items.isEmpty:
                outline.insert(["n\(next)"], after: items.randomElement(using: &random)!)
                next += 1
            case 3 where items.count > 5:
                outline.delete([items.randomElement(using: &random)!])
            default:
                if let item = items.randomElement(using: &random) {
                    Bool.random(using: &random) ? outline.expand([item]) : outline.collapse([item])
                }
            }
            // Recompute every derived fact from the depth-first levels alone.
            var ancestors: [String] = []
            for (index, item) in outline.items.enumerated() {
                let level = outline.level(of: item)
                ancestors = Array(ancestors.prefix(level))
                #expect(outline.index(of: item) == index)
                #expect(outline.parent(of: item) == ancestors.last)
                #expect(outline.isVisible(item) == ancestors.allSatisfy(outline.isExpanded))
                ancestors.append(item)
            }
        }
    }
}

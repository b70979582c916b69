import DiffableTUI
import TestSupport
import Testing
@testable import FruitStand

/// Issue 25, §1: inventories whose fruit each have a name (and a variety) of their own. The
/// varieties' natural order is made once, by sort keys, and then kept edit by edit; the sidebar
/// lists the first of them; the inventory's storage does not grow with every fruit ever added.
@MainActor
@Suite struct ManyNamesTests {
    // MARK: Natural order

    @Test func namesSortAsAPersonSortsThem() {
        let sorted = ["apple 1", "Apple 2", "Apple 02", "Apple 10", "apple 10", "Apple 10a", "Apple", "Äpfel", "Braeburn",
                      "Fuji 9", "Fuji 10", "Fuji 100", "fuji 1000", "Gala", "gala", "Z", "z 1"]
        var shuffled = sorted
        var generator = SeededGenerator(seed: 1)
        shuffled.shuffle(using: &generator)
        let result = NaturalOrder.sorted(shuffled)
        #expect(result.firstIndex(of: "apple 1")! < result.firstIndex(of: "Apple 2")!)
        #expect(result.firstIndex(of: "Apple 2")! < result.firstIndex(of: "Apple 10")!)
        #expect(result.firstIndex(of: "Fuji 9")! < result.firstIndex(of: "Fuji 10")!)
        #expect(result.firstIndex(of: "Fuji 100")! < result.firstIndex(of: "fuji 1000")!)
        #expect(result.firstIndex(of: "Apple")! < result.firstIndex(of: "apple 1")!, "a prefix first")
        #expect(result.firstIndex(of: "Braeburn")! < result.firstIndex(of: "Fuji 9")!)
        #expect(result == shuffled.sorted(by: NaturalOrder.precedes), "the bulk sort and the comparator agree")
        #expect(Set(result) == Set(sorted))
    }

    /// Sorting a million names compares their keys' bytes; one name finds its place by the
    /// comparator. Both must give one order, whatever the names hold.
    @Test(arguments: 0..<8) func theBulkSortAndTheComparatorAgree(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let pieces = ["Fuji", "fuji", "FUJI", " ", "-", "0", "007", "12", "9", "٣", "é", "É", "e\u{301}", "林檎", "🍎", "a", "Z", "_", "."]
        let names = Set((0..<600).map { _ in
            (0..<Int.random(in: 1...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        })
        let sorted = NaturalOrder.sorted(Array(names))
        #expect(sorted == names.sorted(by: NaturalOrder.precedes), "seed \(seed)")
        for (a, b) in zip(sorted, sorted.dropFirst()) {
            #expect(!NaturalOrder.precedes(b, a), "seed \(seed): \(b) before \(a)")
        }
    }

    // MARK: Varieties kept edit by edit

    /// A tally changed fruit by fruit equals one counted afresh, across chunk splits and
    /// emptied chunks.
    @Test(arguments: 0..<6) func aTallyKeptEditByEditEqualsARecount(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var tally = VarietyTally()
        var counts: [String: Int] = [:]
        for step in 0..<6_000 {
            let name = "Variety \(Int.random(in: 0..<2_000, using: &generator))"
            if Bool.random(using: &generator) || counts[name] == nil {
                #expect(tally.add(name) == (counts[name] == nil), "seed \(seed), step \(step)")
                counts[name, default: 0] += 1
            } else {
                #expect(tally.remove(name) == (counts[name] == 1), "seed \(seed), step \(step)")
                counts[name] = counts[name]! > 1 ? counts[name]! - 1 : nil
            }
        }
        #expect(tally == VarietyTally(counting: counts), "seed \(seed)")
        #expect(tally == VarietyTally(sorting: counts.flatMap { Array(repeating: $0.key, count: $0.value) }), "seed \(seed)")
        #expect(tally.names == counts.keys.sorted(by: NaturalOrder.precedes))
        #expect(tally.count == counts.count)
        for (name, count) in counts { #expect(tally.count(of: name) == count) }
        let names = tally.names
        for index in stride(from: 0, to: names.count, by: 97) { #expect(tally.rank(of: names[index]) == index) }
        #expect(tally.prefix(10) == Array(names.prefix(10)))
    }

    /// Counting a stand with many varieties sorts every fruit's variety instead of growing a
    /// dictionary; both routes give the counts the edits keep.
    @Test func countingManyVarietiesGivesTheCountsTheEditsKeep() {
        let inventory = Self.ownNames(5_000)
        var expected = FruitCounts()
        for fruit in inventory.fruits {
            expected.add(fruit, stock: inventory.stock(of: fruit.id), isFavorite: inventory.isFavorite(fruit.id))
        }
        #expect(FruitCounts(counting: inventory) == expected)
        #expect(FruitCounts(counting: inventory)[varieties: .apple].count == 5_000)
    }

    // MARK: The sidebar with many varieties

    /// With more varieties than it lists, a kind's section shows the first ones in natural
    /// order, then a row for the rest; Enter there shows the kind and starts the name filter.
    @Test func theSidebarListsTheFirstVarietiesAndARowForTheRest() async {
        let app = await launchApp(source: .provided(Self.ownNames(1_500)))
        let outline = app.session.sidebar.dataSource.snapshot(for: .apples)
        let limit = SidebarController.listedVarietyLimit
        #expect(outline.items.count == 2 + limit + 1)
        #expect(outline.items.last == .moreVarieties(.apple))
        #expect(outline.items[2] == .destination(.variety(.apple, "Braeburn 5")))
        let more = try! #require(app.session.sidebar.dataSource.indexPath(for: .moreVarieties(.apple)))
        app.session.sidebar.collectionView.focusedIndexPath = more
        await app.settle()
        #expect(app.lines.contains { $0.contains("500 more…") })
        await app.keys(.enter)
        #expect(app.session.query == .kind(.apple))
        #expect(app.session.root.filterBar.field.isFirstResponder)
        await app.type("Jazz 1498")
        #expect(app.shownNames == ["Jazz 1498"])
    }

    /// An edit of one fruit changes its variety's row alone: deleting a listed variety's only
    /// fruit takes its row away and lists the next variety in its place.
    @Test func deletingAListedVarietysLastFruitListsTheNextOne() async {
        let app = await launchApp(source: .provided(Self.ownNames(1_500)))
        let listed = app.session.counts[varieties: .apple].prefix(SidebarController.listedVarietyLimit + 1)
        let first = listed[0]
        let id = try! #require(app.session.store.inventory.apples.first { $0.name == first }?.id)
        app.session.focus(.content)
        app.session.content.collectionView.focusedIndexPath = app.session.content.dataSource.indexPath(for: .apple(id))
        await app.settle()
        await app.keys(.character("d"))
        let outline = app.session.sidebar.dataSource.snapshot(for: .apples)
        #expect(!outline.contains(.destination(.variety(.apple, first))))
        #expect(outline.contains(.destination(.variety(.apple, listed[SidebarController.listedVarietyLimit]))))
        #expect(outline.items.count == 2 + SidebarController.listedVarietyLimit + 1)
    }

    // MARK: Memory

    /// A removed fruit's slot goes to the next fruit added, in a new generation: the per-fruit
    /// storage stays at the most fruit the stand held, and no identifier comes back.
    @Test func addingAndRemovingForThousandsOfCyclesKeepsTheStorageFlat() {
        var store = FruitStandStore(inventory: .builtIn(seed: 7), seed: 7)
        let slots = store.inventory.slotCount
        var seen = Set(store.inventory.fruits.map(\.id))
        for _ in 0..<5_000 {
            store.shuffle()
            let added = store.addFruit()
            #expect(seen.insert(added.id).inserted, "identifier \(added.id) came back")
            #expect(store.removeFruit(added.id) != nil)
            #expect(store.fruit(added.id) == nil)
        }
        #expect(store.inventory.slotCount == slots + 1)
    }

    /// `count` apples, each with a name of its own and no variety (so the name is the variety):
    /// "Honeycrisp 0", "Granny Smith 1", ...
    static func ownNames(_ count: Int) -> Inventory {
        let varieties = ["Honeycrisp", "Granny Smith", "Fuji", "Gala", "Pink Lady", "Braeburn", "McIntosh", "Golden Delicious", "Jazz", "Cosmic Crisp"]
        var inventory = Inventory()
        for index in 0..<count {
            inventory.append(.apple, name: "\(varieties[index % 10]) \(index)", thickness: index % 9, stock: index % 13)
        }
        return inventory
    }
}

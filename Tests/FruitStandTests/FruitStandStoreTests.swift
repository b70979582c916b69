import Foundation
import Testing
@testable import FruitStand

@Suite struct FruitStandStoreTests {
    private func store(seed: UInt64 = 11) -> FruitStandStore {
        var inventory = Inventory()
        inventory.append(.apple, name: "Fuji", thickness: 3, stock: 2)
        inventory.append(.apple, name: "Granny Smith", thickness: 4, stock: 0, isFavorite: true)
        inventory.append(.apple, name: "Café Crème", variety: "Fuji", thickness: 5, stock: 1)
        inventory.append(.orange, name: "Navel", thickness: 6, stock: 7)
        inventory.append(.orange, name: "Blood", thickness: 2, stock: 0, isFavorite: true)
        return FruitStandStore(inventory: inventory, seed: seed)
    }

    /// The names of the fruit listed (every fixture store has the same identifiers).
    private func names(_ listing: FruitListing) -> [String] {
        guard case .open(let apples, let oranges) = listing else { return ["<closed>"] }
        let lookup = store()
        return (apples + oranges).map { lookup.fruit($0)?.name ?? "<missing>" }
    }

    @Test func queriesSelectTheSidebarDestinations() {
        let store = store()
        #expect(names(store.listing(for: .all)) == ["Fuji", "Granny Smith", "Café Crème", "Navel", "Blood"])
        #expect(names(store.listing(for: .inStock)) == ["Fuji", "Café Crème", "Navel"])
        #expect(names(store.listing(for: .favorites)) == ["Granny Smith", "Blood"])
        #expect(names(store.listing(for: .kind(.orange))) == ["Navel", "Blood"])
        #expect(names(store.listing(for: .variety(.apple, "Fuji"))) == ["Fuji", "Café Crème"])
        #expect(names(store.listing(for: .variety(.orange, "Fuji"))) == [])
    }

    @Test func filterIsCaseAndDiacriticInsensitiveSubstring() {
        let store = store()
        #expect(names(store.listing(for: .all, filter: "FU")) == ["Fuji"])
        #expect(names(store.listing(for: .all, filter: "creme")) == ["Café Crème"])
        #expect(names(store.listing(for: .all, filter: "CRÈME")) == ["Café Crème"])
        #expect(names(store.listing(for: .all, filter: "e")) == ["Café Crème", "Navel"])
        #expect(names(store.listing(for: .all, filter: "Y S")) == ["Granny Smith"])
        #expect(names(store.listing(for: .all, filter: "")) == names(store.listing(for: .all)))
        #expect(names(store.listing(for: .all, filter: "kiwi")) == [])
        #expect(names(store.listing(for: .inStock, filter: "o")) == [])
        #expect(names(store.listing(for: .favorites, filter: "o")) == ["Blood"])
    }

    @Test func badWeatherClosesTheStandButKeepsTheFruit() {
        var store = store()
        store.weather = .bad
        #expect(store.listing(for: .all) == .closed(EmptyData()))
        #expect(store.listing(for: .all).isClosed)
        #expect(FruitCounts(counting: store.inventory).all == 5)
        store.weather = store.weather.toggled
        #expect(store.listing(for: .all).count == 5)
    }

    @Test func countsFeedTheSidebar() {
        let counts = FruitCounts(counting: store().inventory)
        #expect(counts.count(for: .all) == 5)
        #expect(counts.count(for: .inStock) == 3)
        #expect(counts.count(for: .favorites) == 2)
        #expect(counts.count(for: .kind(.apple)) == 3)
        #expect(counts.count(for: .variety(.apple, "Fuji")) == 2)
        #expect(counts.count(for: .variety(.apple, "Gala")) == 0)
        #expect(counts.varieties(of: .apple) == ["Fuji", "Granny Smith"])
        #expect(counts.varieties(of: .orange) == ["Blood", "Navel"])
    }

    /// Regression (found by the key fuzzer, seed 1): deleting the last orange left a kind
    /// counted 0 in the counts kept edit by edit, which then differed from a recount.
    @Test func countsKeptEditByEditEqualARecount() {
        var store = store()
        var counts = FruitCounts(counting: store.inventory)
        for orange in store.inventory.oranges {
            let fruit = Fruit.orange(orange)
            counts.remove(fruit, stock: store.stock(of: orange.id), isFavorite: store.isFavorite(orange.id))
            store.removeFruit(orange.id)
            #expect(counts == FruitCounts(counting: store.inventory))
        }
        #expect(counts.count(for: .kind(.orange)) == 0)
    }

    @Test func stockNeverGoesBelowZeroOrAboveTheMaximum() {
        var store = store()
        let fuji = store.inventory.apples[0].id
        #expect(store.changeStock(of: fuji, by: -1) == 1)
        #expect(store.changeStock(of: fuji, by: -5) == 0)
        #expect(store.changeStock(of: fuji, by: Int.min) == 0)
        #expect(store.changeStock(of: fuji, by: Int.max) == Inventory.maximumStock)
        #expect(store.changeStock(of: FruitID(999), by: 1) == nil)
    }

    @Test func favouritesToggle() {
        var store = store()
        let navel = store.inventory.oranges[0].id
        #expect(store.toggleFavorite(navel) == true)
        #expect(store.isFavorite(navel))
        #expect(store.toggleFavorite(navel) == false)
        #expect(store.toggleFavorite(FruitID(-1)) == nil)
    }

    @Test func removeDropsTheFruitAndItsRecord() {
        var store = store()
        let granny = store.inventory.apples[1].id
        #expect(store.removeFruit(granny)?.name == "Granny Smith")
        #expect(store.fruit(granny) == nil)
        #expect(store.stock(of: granny) == 0)
        #expect(!store.isFavorite(granny))
        #expect(store.removeFruit(granny) == nil)
        #expect(names(store.listing(for: .all)) == ["Fuji", "Café Crème", "Navel", "Blood"])
    }

    @Test func addedFruitGetFreshIdentifiersAndUniqueNames() {
        var store = store()
        var added: [Fruit] = []
        for _ in 0..<60 { added.append(store.addFruit(kind: .apple)) }
        let ids = added.map(\.id)
        #expect(Set(ids).count == 60)
        #expect(ids.allSatisfy { $0.rawValue >= 5 })
        #expect(Set(store.inventory.apples.map(\.name)).count == store.inventory.apples.count)
        #expect(added.allSatisfy { FruitKind.apple.varieties.contains($0.variety) })
        // Twelve varieties and sixty apples: some names must have been numbered.
        #expect(added.contains { $0.name.hasSuffix(" 2") })
        #expect(store.inventory.apples.last?.id == ids.last)
    }

    @Test func additionsAndShufflesReplayForTheSameSeed() {
        var first = store(seed: 8)
        var second = store(seed: 8)
        for _ in 0..<10 {
            #expect(first.addFruit() == second.addFruit())
        }
        first.shuffle()
        second.shuffle()
        #expect(first.inventory == second.inventory)
        var third = store(seed: 9)
        for _ in 0..<10 { third.addFruit() }
        third.shuffle()
        #expect(third.inventory != first.inventory)
    }

    @Test func shuffleMovesFruitWithinTheirSections() {
        var store = FruitStandStore(inventory: .generated(count: 200, seed: 1), seed: 2)
        let apples = store.inventory.apples
        let oranges = store.inventory.oranges
        store.shuffle()
        #expect(store.inventory.apples != apples)
        #expect(Set(store.inventory.apples) == Set(apples))
        #expect(Set(store.inventory.oranges) == Set(oranges))
    }

    @Test func byteMatchingAgreesWithStringContains() {
        #expect(SearchKey.matches("aaab", folded: "aab"))
        #expect(SearchKey.matches("fuji", folded: "ji"))
        #expect(!SearchKey.matches("fu", folded: "fuji"))
        #expect(SearchKey.matches("", folded: ""))
        let alphabet = Array("ab 1é")
        var random = SeededRandom(seed: 12)
        for _ in 0..<2000 {
            let key = String((0..<random.next(in: 0...8)).map { _ in random.element(of: alphabet) })
            let query = String((0..<random.next(in: 0...3)).map { _ in random.element(of: alphabet) })
            let (foldedKey, foldedQuery) = (SearchKey.fold(key), SearchKey.fold(query))
            #expect(SearchKey.matches(foldedKey, folded: foldedQuery) == (foldedQuery.isEmpty || foldedKey.contains(foldedQuery)),
                    "\(key) / \(query)")
        }
    }

    /// Seeded: the byte-wise fold of ASCII text is Foundation's folding, for every printable
    /// and control byte, short names and long ones (which leave the inline small string).
    @Test func asciiFoldingAgreesWithFoundation() {
        var random = SeededRandom(seed: 31)
        let bytes = (0..<0x80).map { Character(Unicode.Scalar(UInt8($0))) }
        for _ in 0..<3000 {
            let text = String((0..<random.next(in: 0...24)).map { _ in random.element(of: bytes) })
            #expect(SearchKey.fold(text) == text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil),
                    "\(text.debugDescription)")
        }
        #expect(SearchKey.fold("Café CRÈME") == "cafe creme")
    }

    /// Seeded: a filter typed one letter at a time, each listing narrowed from the one before,
    /// lists what a fresh listing does, for every destination; a shuffled stand and a removed
    /// fruit included.
    @Test(arguments: [5, 6, 7] as [UInt64])
    func narrowingAListingAgreesWithListingAfresh(seed: UInt64) {
        var store = FruitStandStore(inventory: .generated(count: 2000, seed: seed), seed: seed)
        store.shuffle()
        store.removeFruit(store.inventory.apples[3].id)
        var random = SeededRandom(seed: seed)
        let queries: [FruitQuery] = [.all, .inStock, .favorites, .kind(.apple), .kind(.orange), .variety(.apple, "Fuji")]
        for _ in 0..<20 {
            let query = random.element(of: queries)
            var filter = ""
            var listing = store.listing(for: query, filter: filter)
            for _ in 0..<4 {
                filter.append(random.element(of: Array("aeiFJU 12")))
                listing = store.narrowing(listing, to: filter)
                #expect(listing == store.listing(for: query, filter: filter), "\(query) \(filter)")
            }
        }
    }

    @Test func fruitAreFoundByIdentifierAfterShufflesAndRemovals() {
        var store = FruitStandStore(inventory: .generated(count: 500, seed: 3), seed: 3)
        let everyFruit = store.inventory.fruits
        store.shuffle()
        store.removeFruit(store.inventory.oranges[0].id)
        store.removeFruit(store.inventory.apples[10].id)
        for fruit in everyFruit {
            let found = store.fruit(fruit.id)
            #expect(found == nil || found == fruit)
        }
        for fruit in store.inventory.fruits { #expect(store.fruit(fruit.id) == fruit) }
        #expect(everyFruit.filter { store.fruit($0.id) != nil }.count == 498)
    }

    /// Seeded: an added fruit's name is its variety, or "variety N" for the smallest N from 2
    /// that no fruit of its kind has, among names made to look alike ("Fuji 02", "Fuji 1",
    /// "Fujiyama", "Fuji 3x").
    @Test(arguments: [8, 9, 10] as [UInt64])
    func addedNamesTakeTheSmallestFreeNumber(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var inventory = Inventory()
        for kind in FruitKind.allCases {
            for _ in 0..<300 {
                let variety = random.element(of: Array(kind.varieties.prefix(3)))
                let suffix = random.element(of: ["", " 1", " 02", "yama", " 3x", " \(random.next(in: 2...40))"])
                inventory.append(kind, name: variety + suffix, variety: variety, thickness: 3)
            }
        }
        var store = FruitStandStore(inventory: inventory, seed: seed)
        for _ in 0..<200 {
            let before = store.inventory
            let added = store.addFruit()
            let names = Set(before.names(of: added.kind))
            let expected = names.contains(added.variety)
                ? "\(added.variety) \((2...).first { !names.contains("\(added.variety) \($0)") }!)" : added.variety
            #expect(added.name == expected)
        }
    }
}

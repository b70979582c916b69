import Testing
@testable import FruitStand

/// `a` names a fruit after the smallest free number of its variety. The numbers are kept edit
/// by edit once a variety was asked for (issue 12: no walk over a million names per key), so
/// every name chosen is checked against a walk over the names on the stand.
@Suite struct FreeNameTests {
    /// The name a walk over every name of `kind` gives: `variety` when free, otherwise
    /// "variety N" for the smallest N from 2 that no name takes.
    private func walkedFreeName(_ inventory: Inventory, variety: String, kind: FruitKind) -> String {
        let names = Set(inventory.names(of: kind))
        guard names.contains(variety) else { return variety }
        var number = 2
        while names.contains("\(variety) \(number)") { number += 1 }
        return "\(variety) \(number)"
    }

    /// Seeded adds, deletes, undos, shuffles and stand reloads, with varieties that are
    /// prefixes of each other ("Pink", "Pink Lady") and names that look numbered ("Fuji 02").
    @Test(arguments: 0..<40 as Range<UInt64>)
    func chosenNamesMatchAWalkOverTheNames(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var inventory = Inventory()
        for name in ["Fuji", "Fuji 3", "Fuji 02", "Pink", "Pink Lady", "Pink 2", "Fuji 3 4", "Fuji 66", "Fuji 500"] {
            inventory.append(.apple, name: name, thickness: 3)
        }
        inventory.append(.orange, name: "Fuji", thickness: 3)
        var store = FruitStandStore(inventory: inventory, seed: seed)
        let varieties = ["Fuji", "Pink", "Pink Lady", "Fuji 3", "Gala"]
        var deleted: [DeletedFruit] = []
        for step in 0..<400 {
            switch random.next(below: 10) {
            case 0..<5:
                let kind: FruitKind = random.chance(1, in: 4) ? .orange : .apple
                let variety = random.element(of: varieties)
                let expected = walkedFreeName(store.inventory, variety: variety, kind: kind)
                let added = store.addFruit(kind: kind, variety: variety)
                #expect(added.name == expected, "seed \(seed), step \(step)")
            case 5..<8:
                let fruits = store.inventory.fruits
                guard !fruits.isEmpty else { continue }
                let fruit = random.element(of: fruits)
                let index = store.index(of: fruit) ?? 0
                store.removeFruit(fruit.id)
                deleted.append(DeletedFruit(fruit: fruit, stock: 0, isFavorite: false, index: index))
            case 8:
                guard let last = deleted.popLast() else { continue }
                _ = store.restore(last)
            default:
                store.shuffle()
            }
        }
    }

    /// The numbers kept are a cache: an inventory that has answered `a` equals one that has not.
    @Test func theKeptNumbersAreNotPartOfTheValue() {
        var asked = Inventory()
        asked.append(.apple, name: "Fuji", thickness: 3)
        let fresh = asked
        #expect(asked.freeName(for: "Fuji", kind: .apple) == "Fuji 2")
        #expect(asked == fresh)
        #expect(asked.hashValue == fresh.hashValue)
    }
}

import Testing
@testable import FruitStand

/// Every fruit is found where it sits after any mix of removals, moves, shuffles and additions:
/// its place (kind and index) is renumbered fruit by fruit after a removal near the end, and by
/// one pass over every place after one near the top (`FruitPlace.close`).
@Suite struct InventoryPlacesTests {
    /// Checks that every fruit in display order is found by its identifier, and that removed
    /// identifiers find nothing.
    func expectConsistent(_ inventory: Inventory, removed: [FruitID], seed: UInt64, step: Int) {
        for apple in inventory.apples {
            #expect(inventory.fruit(apple.id) == .apple(apple), "seed \(seed), step \(step)")
            #expect(inventory.kind(of: apple.id) == .apple, "seed \(seed), step \(step)")
        }
        for orange in inventory.oranges {
            #expect(inventory.fruit(orange.id) == .orange(orange), "seed \(seed), step \(step)")
            #expect(inventory.kind(of: orange.id) == .orange, "seed \(seed), step \(step)")
        }
        for id in removed {
            #expect(inventory.fruit(id) == nil && inventory.kind(of: id) == nil && !inventory.contains(id), "seed \(seed), step \(step)")
            #expect(inventory.stock(of: id) == 0 && !inventory.isFavorite(id), "seed \(seed), step \(step)")
        }
    }

    @Test func everyFruitIsFoundAfterRandomEdits() {
        for seed in UInt64(0)..<40 {
            var random = SeededRandom(seed: seed)
            var inventory = Inventory.generated(count: 200, seed: seed)
            var removed: [FruitID] = []
            for step in 0..<60 {
                let ids = inventory.apples.map(\.id) + inventory.oranges.map(\.id)
                switch random.next(below: 5) {
                case 0, 1 where !ids.isEmpty:
                    // Removals anywhere: near the top of a kind, the pass over every place.
                    let id = ids[random.next(below: ids.count)]
                    #expect(inventory.remove(id) != nil, "seed \(seed), step \(step)")
                    removed.append(id)
                case 2 where !ids.isEmpty:
                    inventory.move(ids[random.next(below: ids.count)], to: random.next(below: 220))
                case 3:
                    inventory.shuffle(using: &random)
                default:
                    inventory.appendGenerated(random.chance(1, in: 2) ? .apple : .orange, name: "Extra \(step)", variety: "Extra", using: &random)
                }
                expectConsistent(inventory, removed: removed, seed: seed, step: step)
            }
        }
    }
}

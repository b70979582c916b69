import FruitStand

/// Writes an inventory in the documented file format (docs/fruitstand-data.md), every
/// optional key spelt out, so a loaded inventory can be read back and compared.
enum InventoryJSON {
    static func encode(_ inventory: Inventory) -> [UInt8] {
        func fruit(_ fruit: Fruit, thicknessKey: String) -> String {
            "{\"name\": \(JSONStringEncoding.quoted(fruit.name)), \"variety\": \(JSONStringEncoding.quoted(fruit.variety)), "
                + "\"\(thicknessKey)\": \(fruit.thickness), \"stock\": \(inventory.stock(of: fruit.id)), "
                + "\"favorite\": \(inventory.isFavorite(fruit.id))}"
        }
        let apples = inventory.apples.map { fruit(.apple($0), thicknessKey: "coreThickness") }
        let oranges = inventory.oranges.map { fruit(.orange($0), thicknessKey: "peelThickness") }
        let text = "{\"version\": 1,\n\"apples\": [\n" + apples.joined(separator: ",\n")
            + "],\n\"oranges\": [\n" + oranges.joined(separator: ",\n") + "]}\n"
        return Array(text.utf8)
    }
}

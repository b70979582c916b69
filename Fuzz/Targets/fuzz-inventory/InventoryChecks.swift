import FruitStand
import FuzzSupport

/// What must hold for any inventory file.
enum InventoryChecks {
    static let file = "fuzz.json"

    /// - no trap;
    /// - invalid UTF-8 (as the standard library judges it) is rejected as such, and only then;
    /// - an error is one line (no control or line-separator characters) and names a line of
    ///   the file and a column;
    /// - a loaded inventory keeps the documented limits (non-empty, clean, unique names per
    ///   kind; thickness 0...1000; stock 0...999,999) and reads back unchanged from the JSON
    ///   `InventoryJSON` writes for it.
    static func check(_ bytes: [UInt8]) {
        let isValidUTF8 = String(validating: bytes, as: UTF8.self) != nil
        let inventory: Inventory
        do {
            inventory = try Inventory.decode(bytes, file: file)
        } catch {
            check(error, in: bytes, isValidUTF8: isValidUTF8)
            return
        }
        fuzzCheck(isValidUTF8, "invalid UTF-8 loaded")
        checkLimits(inventory)
        let written = InventoryJSON.encode(inventory)
        do {
            let reread = try Inventory.decode(written, file: file)
            fuzzCheck(reread == inventory, "reads back differently from \(String(decoding: written, as: UTF8.self))")
        } catch {
            fuzzCheck(false, "its own JSON fails to load: \(error); \(String(decoding: written, as: UTF8.self))")
        }
    }

    private static func check(_ error: InventoryError, in bytes: [UInt8], isValidUTF8: Bool) {
        let description = error.description
        fuzzCheck(error.message.hasPrefix("invalid UTF-8") == !isValidUTF8, "UTF-8 verdict differs: \(description)")
        fuzzCheck(FuzzText.isOneLine(description), "not one line: \(description.debugDescription)")
        let lines = FuzzText.lineCount(bytes)
        guard let line = error.line, let column = error.column else {
            fuzzCheck(false, "no line or column: \(description)")
            return
        }
        fuzzCheck((1...lines).contains(line), "line \(line) of \(lines): \(description)")
        fuzzCheck(column >= 1, "column \(column): \(description)")
        fuzzCheck(description.hasPrefix("fruitstand-tui: \(file): line \(line): "), "format: \(description)")
    }

    private static func checkLimits(_ inventory: Inventory) {
        for (kind, names) in [("apple", inventory.apples.map(\.name)), ("orange", inventory.oranges.map(\.name))] {
            fuzzCheck(Set(names).count == names.count, "duplicate \(kind) names: \(names)")
        }
        for fruit in inventory.fruits {
            for text in [fruit.name, fruit.variety] {
                fuzzCheck(text.contains { !$0.isWhitespace }, "blank name or variety \(text.debugDescription)")
                fuzzCheck(FuzzText.isOneLine(text), "control character in \(text.debugDescription)")
            }
            fuzzCheck((0...1000).contains(fruit.thickness), "thickness \(fruit.thickness)")
            fuzzCheck((0...Inventory.maximumStock).contains(inventory.stock(of: fruit.id)), "stock \(inventory.stock(of: fruit.id))")
        }
    }
}

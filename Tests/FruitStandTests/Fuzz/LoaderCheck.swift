@testable import FruitStand

/// What is wrong with loading an `InventoryDocument`: it must load exactly the fruit the
/// document says (names and varieties as docs/fruitstand-data.md describes), or fail with the
/// one-line `fruitstand-tui: FILE: line L: what is wrong` error on the planted fault's line,
/// never with a line break or a control character in the message.
@MainActor
enum LoaderCheck {
    static let file = "stand.json"

    /// The inventory loaded (nil when it failed) and the problems found.
    static func check(_ document: InventoryDocument) -> (inventory: Inventory?, problems: [String]) {
        do {
            let inventory = try Inventory.decode(document.bytes, file: file)
            let loaded = inventory.fruits.map { InventoryDocument.Fruit(kind: $0.kind, name: $0.name, variety: $0.variety) }
            switch document.expected {
            case .loads(let fruit):
                guard loaded != fruit else { return (inventory, []) }
                let wrong = zip(loaded, fruit).first { $0 != $1 }.map {
                    "\($0.0.kind) \(ScreenInvariants.debug($0.0.name)) / \(ScreenInvariants.debug($0.0.variety)) instead of "
                        + "\(ScreenInvariants.debug($0.1.name)) / \(ScreenInvariants.debug($0.1.variety))"
                } ?? "\(loaded.count) fruit instead of \(fruit.count)"
                return (inventory, ["loaded \(wrong)"])
            case .fails(let line, let saying):
                return (nil, ["loaded \(loaded.count) fruit, but should fail on line \(line) with \"\(saying)\""])
            }
        } catch {
            return (nil, problems(with: error, expected: document.expected))
        }
    }

    private static func problems(with error: InventoryError, expected: InventoryDocument.Expected) -> [String] {
        var problems: [String] = []
        let description = error.description
        if let odd = description.unicodeScalars.first(where: { [.control, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory) }) {
            problems.append("the message holds U+\(String(odd.value, radix: 16, uppercase: true)): \(ScreenInvariants.debug(description))")
        }
        switch expected {
        case .loads:
            problems.append("failed to load: \(ScreenInvariants.debug(description))")
        case .fails(let line, let saying):
            // Compared as bytes: a combining mark after the quote would join it into one Character.
            let prefix = Array("fruitstand-tui: \(file): line \(line): ".utf8), message = Array(error.message.utf8)
            let says = message.indices.contains { message[$0...].starts(with: saying.utf8) }
            if error.line != line || !description.utf8.starts(with: prefix) || !says {
                problems.append("failed with \(ScreenInvariants.debug(description)), expected line \(line) saying \"\(saying)\"")
            }
        }
        return problems
    }
}

/// Turns a parsed JSON tree into an `Inventory`, checking the documented format (see
/// docs/fruitstand-data.md) and reporting the first problem with its line.
///
/// Unknown keys are errors, not warnings: a misspelt `"coreThicknes"` silently ignored would
/// leave the user wondering why the value never shows.
struct InventoryDecoder {
    let file: String
    let lines: LineIndex

    /// The version this build reads.
    static let supportedVersion = 1
    static let maximumThickness = 1000

    func decode(_ root: JSONNode) throws(InventoryError) -> Inventory {
        guard case .object(let members) = root.value else {
            throw failure(at: root.offset, "an inventory must be a JSON object like {\"version\": 1, \"apples\": [...]}, got \(root.value.summary)")
        }
        let fields = try fieldMap(members, allowed: ["version", "apples", "oranges"], in: "the inventory")
        guard let version = fields["version"] else {
            throw failure(at: root.offset, "missing required key 'version' (this fruitstand-tui reads version \(Self.supportedVersion))")
        }
        let number = try wholeNumber(version.value, key: "version", range: 0...Int.max)
        guard number == Self.supportedVersion else {
            throw failure(at: version.value.offset, "unsupported version \(number); this fruitstand-tui reads version \(Self.supportedVersion)")
        }
        var inventory = Inventory()
        for kind in FruitKind.allCases {
            let key = kind == .apple ? "apples" : "oranges"
            guard let list = fields[key] else { continue }
            guard case .array(let elements) = list.value.value else {
                throw failure(at: list.value.offset, "'\(key)' must be an array of \(key), got \(list.value.value.summary)")
            }
            try decodeFruits(elements, kind: kind, into: &inventory)
        }
        return inventory
    }

    private func decodeFruits(_ elements: [JSONNode], kind: FruitKind, into inventory: inout Inventory) throws(InventoryError) {
        let noun = kind.rawValue
        let thicknessKey = kind == .apple ? "coreThickness" : "peelThickness"
        let allowed = ["name", "variety", thicknessKey, "stock", "favorite"]
        var firstLineOfName: [String: Int] = [:]
        for element in elements {
            guard case .object(let members) = element.value else {
                throw failure(at: element.offset, "\(article(noun)) \(noun) must be an object like {\"name\": \"Fuji\", \"\(thicknessKey)\": 3}, got \(element.value.summary)")
            }
            let fields = try fieldMap(members, allowed: allowed, in: "\(article(noun)) \(noun)")
            guard let nameField = fields["name"] else {
                throw failure(at: element.offset, "missing required key 'name' in this \(noun)")
            }
            let name = try nonEmptyString(nameField.value, key: "name")
            if let firstLine = firstLineOfName[name] {
                throw failure(at: nameField.value.offset, "duplicate \(noun) name \"\(name)\" (first on line \(firstLine))")
            }
            firstLineOfName[name] = lines.line(at: nameField.value.offset)
            let variety = try fields["variety"].map { field throws(InventoryError) in try nonEmptyString(field.value, key: "variety") }
            guard let thicknessField = fields[thicknessKey] else {
                throw failure(at: element.offset, "missing required key '\(thicknessKey)' (a whole number of millimetres) in \(noun) \"\(name)\"")
            }
            let thickness = try wholeNumber(thicknessField.value, key: thicknessKey, range: 0...Self.maximumThickness)
            let stock = try fields["stock"].map { field throws(InventoryError) in
                try wholeNumber(field.value, key: "stock", range: 0...Inventory.maximumStock)
            } ?? 0
            let isFavorite = try fields["favorite"].map { field throws(InventoryError) in try bool(field.value, key: "favorite") } ?? false
            inventory.append(kind, name: name, variety: variety, thickness: thickness, stock: stock, isFavorite: isFavorite)
        }
    }

    /// The members of an object by key, after rejecting duplicate and unknown keys.
    private func fieldMap(_ members: [JSONMember], allowed: [String], in context: String) throws(InventoryError) -> [String: JSONMember] {
        var fields: [String: JSONMember] = [:]
        for member in members {
            if let first = fields[member.key] {
                throw failure(at: member.keyOffset, "duplicate key '\(member.key.sanitizedForDisplay)' (first on line \(lines.line(at: first.keyOffset)))")
            }
            guard allowed.contains(member.key) else {
                let expected = allowed.dropLast().map { "'\($0)'" }.joined(separator: ", ") + " or '\(allowed.last!)'"
                throw failure(at: member.keyOffset, "unknown key '\(member.key.sanitizedForDisplay)' in \(context); expected \(expected)")
            }
            fields[member.key] = member
        }
        return fields
    }

    private func wholeNumber(_ node: JSONNode, key: String, range: ClosedRange<Int>) throws(InventoryError) -> Int {
        guard case .number(let literal) = node.value else {
            throw failure(at: node.offset, "'\(key)' must be a whole number, got \(node.value.summary)")
        }
        let value: Int
        if let exact = Int(literal) {
            value = exact
        } else if let double = Double(literal), double.isFinite, double == double.rounded(.towardZero) {
            // `3.0` is whole; a whole number beyond Int's range only needs to fail the range check.
            value = abs(double) < 9e18 ? Int(double) : (double < 0 ? Int.min : Int.max)
        } else {
            throw failure(at: node.offset, "'\(key)' must be a whole number, got \(node.value.summary)")
        }
        if value < 0, range.lowerBound >= 0 {
            throw failure(at: node.offset, "'\(key)' must not be negative, got \(node.value.summary)")
        }
        guard range.contains(value) else {
            throw failure(at: node.offset, "'\(key)' must be at most \(range.upperBound), got \(node.value.summary)")
        }
        return value
    }

    private func nonEmptyString(_ node: JSONNode, key: String) throws(InventoryError) -> String {
        guard case .string(let text) = node.value else {
            throw failure(at: node.offset, "'\(key)' must be a string, got \(node.value.summary)")
        }
        guard text.contains(where: { !$0.isWhitespace }) else {
            throw failure(at: node.offset, "'\(key)' must not be empty")
        }
        return text.sanitizedForDisplay
    }

    private func bool(_ node: JSONNode, key: String) throws(InventoryError) -> Bool {
        guard case .bool(let flag) = node.value else {
            throw failure(at: node.offset, "'\(key)' must be true or false, got \(node.value.summary)")
        }
        return flag
    }

    private func article(_ noun: String) -> String {
        noun.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }

    func failure(at offset: Int, _ message: String) -> InventoryError {
        InventoryError(file: file, line: lines.line(at: offset), column: lines.column(at: offset), message: message)
    }
}

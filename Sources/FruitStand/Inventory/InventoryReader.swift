/// Decodes an inventory file as it reads it, in steps: `read(upTo:)` reads a bounded number of
/// fruit and returns the inventory once the file ends, so a caller can show progress, stay
/// responsive and stop half-way.
///
/// No tree of the file is built: the top-level object and the fruit arrays are walked member by
/// member and each fruit goes straight into the `Inventory`, so memory is the bytes plus the
/// inventory, whatever the size of the file. Line numbers are only computed for an error.
///
/// The format is docs/fruitstand-data.md's. Problems are reported in file order, each with its
/// line: unknown keys are errors, not warnings (a misspelt `"coreThicknes"` silently ignored
/// would leave the user wondering why the value never shows).
struct InventoryReader {
    /// The version this build reads.
    static let supportedVersion = 1
    static let maximumThickness = 1000

    let file: String
    var parser: JSONParser
    private var phase = Phase.start
    private var inventory = Inventory()
    /// The top-level keys read so far, with their offsets.
    private var topLevelKeys: [(key: String, offset: Int)] = []
    private var rootOffset = 0
    /// A name to stop at (`firstLine(of:kind:)`).
    private var stopAtName: (name: String, kind: FruitKind)?

    /// Thrown where `stopAtName` is read.
    private struct Stop: Error {
        var offset: Int
    }

    private enum Phase {
        case start
        case topLevel(JSONParser.Cursor)
        /// Inside the array of `kind`; `names` holds the hash of each name read.
        case fruits(kind: FruitKind, top: JSONParser.Cursor, array: JSONParser.Cursor, names: Set<Int>)
        case finished
    }

    /// Checks that `bytes` are UTF-8 and not empty; reading starts with `read(upTo:)`.
    ///
    /// - Throws: `InventoryError` for invalid UTF-8 or an empty file.
    init(bytes: [UInt8], file: String) throws(InventoryError) {
        self.file = file
        parser = JSONParser(bytes: bytes)
        if let invalid = UTF8Validation.firstInvalidOffset(in: bytes) {
            let byte = String(bytes[invalid], radix: 16, uppercase: true)
            throw failure(at: invalid, "invalid UTF-8 (byte 0x\(byte.count == 1 ? "0" + byte : byte)); save the file as UTF-8")
        }
        if bytes[parser.offset...].allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) {
            throw failure(at: 0, "the file is empty; an inventory is a JSON object like {\"version\": 1, \"apples\": [...]}")
        }
    }

    /// The share of the file read so far, from 0 to 1.
    var fractionRead: Double {
        parser.bytes.isEmpty ? 1 : Double(parser.offset) / Double(parser.bytes.count)
    }

    /// Reads on until `limit` more fruit are read or the file ends.
    ///
    /// - Returns: the inventory once the whole file is read; nil while there is more.
    /// - Throws: `InventoryError` for the first problem in the file.
    /// - Complexity: O(bytes read).
    mutating func read(upTo limit: Int) throws(InventoryError) -> Inventory? {
        do {
            return try step(upTo: limit)
        } catch let error as JSONSyntaxError {
            throw failure(at: error.offset, error.message)
        } catch let error as InventoryError {
            throw error
        } catch {
            preconditionFailure("unexpected error \(error)")
        }
    }

    private mutating func step(upTo limit: Int) throws -> Inventory? {
        var remaining = limit
        while true {
            switch phase {
            case .start:
                parser.skipWhitespace()
                rootOffset = parser.offset
                guard parser.peek() == UInt8(ascii: "{") else {
                    let root = try parser.parseValue(depth: 0)
                    throw failure(at: root.offset, "an inventory must be a JSON object like {\"version\": 1, \"apples\": [...]}, got \(root.value.summary)")
                }
                phase = .topLevel(try parser.beginObject(depth: 1))
            case .topLevel(var top):
                guard let (key, keyOffset) = try parser.nextMember(&top) else {
                    try finish()
                    phase = .finished
                    return inventory
                }
                phase = .topLevel(top)
                try readTopLevelMember(key, at: keyOffset, top: top)
            case .fruits(let kind, let top, var array, var names):
                phase = .finished  // releases `names` to this copy while it grows
                guard remaining > 0 else {
                    phase = .fruits(kind: kind, top: top, array: array, names: names)
                    return nil
                }
                if try parser.nextElement(&array) {
                    try readFruit(kind, names: &names)
                    remaining -= 1
                    phase = .fruits(kind: kind, top: top, array: array, names: names)
                } else {
                    phase = .topLevel(top)
                }
            case .finished:
                return inventory
            }
        }
    }

    private mutating func readTopLevelMember(_ key: String, at keyOffset: Int, top: JSONParser.Cursor) throws {
        try checkKey(key, at: keyOffset, seen: topLevelKeys, allowed: ["version", "apples", "oranges"], in: "the inventory")
        topLevelKeys.append((key, keyOffset))
        switch key {
        case "version":
            let value = try parser.parseValue(depth: 1)
            let number = try wholeNumber(value, key: "version", range: 0...Int.max)
            guard number == Self.supportedVersion else {
                throw failure(at: value.offset, "unsupported version \(number); this fruitstand-tui reads version \(Self.supportedVersion)")
            }
        default:
            let kind: FruitKind = key == "apples" ? .apple : .orange
            guard parser.peek() == UInt8(ascii: "[") else {
                let value = try parser.parseValue(depth: 1)
                throw failure(at: value.offset, "'\(key)' must be an array of \(key), got \(value.value.summary)")
            }
            phase = .fruits(kind: kind, top: top, array: try parser.beginArray(depth: 2), names: [])
        }
    }

    /// After the top-level object: the version was given, and nothing follows.
    private mutating func finish() throws {
        try parser.finish()
        guard topLevelKeys.contains(where: { $0.key == "version" }) else {
            throw failure(at: rootOffset, "missing required key 'version' (this fruitstand-tui reads version \(Self.supportedVersion))")
        }
    }

    private mutating func readFruit(_ kind: FruitKind, names: inout Set<Int>) throws {
        let noun = kind.rawValue
        let context = kind == .apple ? "an apple" : "an orange"
        let thicknessKey = kind == .apple ? "coreThickness" : "peelThickness"
        let allowed = kind == .apple ? Self.appleKeys : Self.orangeKeys
        let elementOffset = parser.offset
        guard parser.peek() == UInt8(ascii: "{") else {
            let value = try parser.parseValue(depth: 2)
            throw failure(at: elementOffset, "\(context) must be an object like {\"name\": \"Fuji\", \"\(thicknessKey)\": 3}, got \(value.value.summary)")
        }
        var cursor = try parser.beginObject(depth: 3)
        var keys: [(key: String, offset: Int)] = []
        var fields = FruitFields()
        while let (key, keyOffset) = try parser.nextMember(&cursor) {
            try checkKey(key, at: keyOffset, seen: keys, allowed: allowed, in: context)
            keys.append((key, keyOffset))
            let value = try parser.parseValue(depth: 3)
            switch key {
            case "name": fields.name = value
            case "variety": fields.variety = value
            case "stock": fields.stock = value
            case "favorite": fields.favorite = value
            default: fields.thickness = value
            }
        }
        guard let nameField = fields.name else {
            throw failure(at: elementOffset, "missing required key 'name' in this \(noun)")
        }
        let name = try nonEmptyString(nameField, key: "name")
        if let stop = stopAtName, stop.name == name, stop.kind == kind {
            throw Stop(offset: nameField.offset)
        }
        // Hashes, not names: a million names would cost 50 MB more. Equal hashes are checked
        // against the names read, which only a duplicate (or a one-in-2^64 collision) costs.
        if !names.insert(name.hashValue).inserted, inventory.names(of: kind).contains(name) {
            throw failure(at: nameField.offset, "duplicate \(noun) name \"\(name)\" (first on line \(firstLine(of: name, kind: kind)))")
        }
        let variety = try fields.variety.map { field throws(InventoryError) in try nonEmptyString(field, key: "variety") }
        guard let thicknessField = fields.thickness else {
            throw failure(at: elementOffset, "missing required key '\(thicknessKey)' (a whole number of millimetres) in \(noun) \"\(name)\"")
        }
        let thickness = try wholeNumber(thicknessField, key: thicknessKey, range: 0...Self.maximumThickness)
        let stock = try fields.stock.map { field throws(InventoryError) in
            try wholeNumber(field, key: "stock", range: 0...Inventory.maximumStock)
        } ?? 0
        let isFavorite = try fields.favorite.map { field throws(InventoryError) in try bool(field, key: "favorite") } ?? false
        inventory.append(kind, name: name, variety: variety, thickness: thickness, stock: stock, isFavorite: isFavorite)
    }

    static let appleKeys = ["name", "variety", "coreThickness", "stock", "favorite"]
    static let orangeKeys = ["name", "variety", "peelThickness", "stock", "favorite"]

    /// The values of one fruit's members, before they are checked.
    private struct FruitFields {
        var name, variety, thickness, stock, favorite: JSONNode?
    }

    /// Rejects a key already given in this object, or not one of `allowed`.
    private func checkKey(_ key: String, at offset: Int, seen: [(key: String, offset: Int)], allowed: [String],
                          in context: String) throws(InventoryError) {
        if let first = seen.first(where: { $0.key == key }) {
            throw failure(at: offset, "duplicate key '\(key.sanitizedForDisplay)' (first on line \(line(at: first.offset)))")
        }
        guard allowed.contains(key) else {
            let expected = allowed.dropLast().map { "'\($0)'" }.joined(separator: ", ") + " or '\(allowed.last!)'"
            throw failure(at: offset, "unknown key '\(key.sanitizedForDisplay)' in \(context); expected \(expected)")
        }
    }

    /// The 1-based line of `offset`.
    ///
    /// - Complexity: O(n): only errors ask.
    func line(at offset: Int) -> Int {
        LineIndex(parser.bytes).line(at: offset)
    }

    /// The line of the first fruit of `kind` named `name`, found by reading the file again up
    /// to it (no offsets are kept for an error that may never come).
    ///
    /// - Complexity: O(n): only a duplicate name asks.
    private func firstLine(of name: String, kind: FruitKind) -> Int {
        guard var again = try? InventoryReader(bytes: parser.bytes, file: file) else { return 1 }
        again.stopAtName = (name, kind)
        do {
            while try again.step(upTo: .max) == nil {}
        } catch let stop as Stop {
            return line(at: stop.offset)
        } catch {}
        return 1
    }

    func failure(at offset: Int, _ message: String) -> InventoryError {
        let lines = LineIndex(parser.bytes)
        return InventoryError(file: file, line: lines.line(at: offset), column: lines.column(at: offset), message: message)
    }
}

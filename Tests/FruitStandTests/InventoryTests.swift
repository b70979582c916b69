import Foundation
import Testing
@testable import FruitStand

/// The example from docs/fruitstand-data.md, verbatim.
let documentedInventory = """
{
  "version": 1,
  "apples": [
    {"name": "Honeycrisp", "coreThickness": 3, "stock": 12, "favorite": true},
    {"name": "Granny Smith", "coreThickness": 4, "stock": 0},
    {"name": "Fuji (organic)", "variety": "Fuji", "coreThickness": 3, "stock": 5},
    {"name": "Äpfel 林檎 🍏", "variety": "Gala", "coreThickness": 2}
  ],
  "oranges": [
    {"name": "Navel", "peelThickness": 5, "stock": 8},
    {"name": "Blood", "peelThickness": 3, "stock": 2, "favorite": true}
  ]
}
"""

/// Malformed inventories and the message each gets (after "fruitstand-tui: stand.json: ").
let inventoryErrorCases: [(String, String)] = [
    // Syntax, with the line of the offending token.
    ("{\n  \"version\": 1,\n  \"apples\": [\n    {\"name\": \"Fuji\" \"coreThickness\": 3}\n  ]\n}",
     "line 4: expected ',' or '}' after a member, got \"coreThickness\""),
    ("{\"version\": 1,\n\"apples\": [\n{\"name\": \"Fuji\", \"coreThickness\": 3},\n]}",
     "line 4: trailing comma before ']'"),
    ("{\"version\": 1, \"apples\": [\n  {\"name\": Fuji, \"coreThickness\": 3}]}",
     "line 2: expected a value, got 'Fuji'"),
    ("{\"version\": 1,\n \"apples\": [\n", "line 3: unexpected end of file: the '[' opened on line 2 is never closed"),
    ("{\"version\": 1, \"apples\": [{\"name\": \"Fu\nji\"}]}",
     "line 1: unterminated string: a string must close on the line it starts"),
    ("{\"version\": 1, \"apples\": [{\"name\": \"Fu\\qji\"}]}", "line 1: invalid escape '\\q' in a string"),
    ("{\"version\": 1, \"apples\": [{\"name\": \"\\u12G4\"}]}", "line 1: '\\u' must be followed by four hex digits"),
    ("{\"version\": 01}", "line 1: invalid number '01'"),
    ("{\"version\": 1}\n\n{}", "line 3: unexpected '{' after the end of the JSON value"),
    ("{'version': 1}", "line 1: expected a quoted key, got '''"),
    ("{\"version\" 1}", "line 1: expected ':' after the key \"version\", got '1'"),
    ("   \n\n ", "line 1: the file is empty; an inventory is a JSON object like {\"version\": 1, \"apples\": [...]}"),
    ("", "line 1: the file is empty; an inventory is a JSON object like {\"version\": 1, \"apples\": [...]}"),
    ("{\"version\": 1, \"apples\": [{\"name\": \"a\u{7}b\"}]}", "line 1: control character U+0007 must be written as an escape in a string"),
    // Structure and values.
    ("[1, 2]", "line 1: an inventory must be a JSON object like {\"version\": 1, \"apples\": [...]}, got an array"),
    ("{\n  \"apples\": []\n}", "line 1: missing required key 'version' (this fruitstand-tui reads version 1)"),
    ("{\n  \"version\": 2\n}", "line 2: unsupported version 2; this fruitstand-tui reads version 1"),
    ("{\"version\": \"1\"}", "line 1: 'version' must be a whole number, got \"1\""),
    ("{\"version\": 1, \"pears\": []}", "line 1: unknown key 'pears' in the inventory; expected 'version', 'apples' or 'oranges'"),
    ("{\"version\": 1,\n \"version\": 1}", "line 2: duplicate key 'version' (first on line 1)"),
    ("{\"version\": 1, \"apples\": [\n{\"name\": \"A\", \"name\": \"B\", \"coreThickness\": 1}]}",
     "line 2: duplicate key 'name' (first on line 2)"),
    ("{\"version\": 1, \"apples\": {}}", "line 1: 'apples' must be an array of apples, got an object"),
    ("{\"version\": 1, \"apples\": [\"Fuji\"]}",
     "line 1: an apple must be an object like {\"name\": \"Fuji\", \"coreThickness\": 3}, got \"Fuji\""),
    ("{\"version\": 1, \"oranges\": [3]}",
     "line 1: an orange must be an object like {\"name\": \"Fuji\", \"peelThickness\": 3}, got 3"),
    ("{\n\"version\": 1,\n\"apples\": [\n  {\"name\": \"Fuji\",\n   \"coreThickness\": 3},\n  {\"name\": \"Gala\",\n\n   \"coreThickness\": \"three\"}\n]}",
     "line 8: 'coreThickness' must be a whole number, got \"three\""),
    ("{\"version\": 1, \"apples\": [{\"name\": \"Fuji\", \"coreThickness\": 3.5}]}",
     "line 1: 'coreThickness' must be a whole number, got 3.5"),
    ("{\"version\": 1, \"apples\": [{\"name\": \"Fuji\", \"coreThickness\": 3, \"stock\": -2}]}",
     "line 1: 'stock' must not be negative, got -2"),
    ("{\"version\": 1, \"apples\": [{\"name\": \"Fuji\", \"coreThickness\": 3, \"stock\": 1e9}]}",
     "line 1: 'stock' must be at most 999999, got 1e9"),
    ("{\"version\": 1, \"apples\": [{\"name\": \"Fuji\", \"coreThickness\": 99999999999999999999999}]}",
     "line 1: 'coreThickness' must be at most 1000, got 99999999999999999999999"),
    // Beyond a Double's range (read as infinity): whole, and too large (was "not a whole number").
    ("{\"version\": 1, \"apples\": [{\"name\": \"Fuji\", \"coreThickness\": 1e400}]}",
     "line 1: 'coreThickness' must be at most 1000, got 1e400"),
    ("{\"version\": 1, \"apples\": [{\"name\": \"Fuji\", \"coreThickness\": -1e400}]}",
     "line 1: 'coreThickness' must not be negative, got -1e400"),
    ("{\"version\": 1, \"apples\": [{\"name\": \"Fuji\", \"coreThickness\": 3, \"favorite\": \"yes\"}]}",
     "line 1: 'favorite' must be true or false, got \"yes\""),
    ("{\"version\": 1, \"apples\": [\n{\"coreThickness\": 3}]}", "line 2: missing required key 'name' in this apple"),
    ("{\"version\": 1, \"apples\": [\n{\"name\": \"Fuji\"}]}",
     "line 2: missing required key 'coreThickness' (a whole number of millimetres) in apple \"Fuji\""),
    ("{\"version\": 1, \"oranges\": [{\"name\": \"  \", \"peelThickness\": 3}]}", "line 1: 'name' must not be empty"),
    ("{\"version\": 1, \"oranges\": [{\"name\": 7, \"peelThickness\": 3}]}", "line 1: 'name' must be a string, got 7"),
    ("{\"version\": 1, \"oranges\": [{\"name\": \"N\", \"variety\": \"\", \"peelThickness\": 3}]}", "line 1: 'variety' must not be empty"),
    ("{\"version\": 1, \"apples\": [{\"name\": \"Fuji\", \"coreThickness\": 3, \"colour\": \"red\"}]}",
     "line 1: unknown key 'colour' in an apple; expected 'name', 'variety', 'coreThickness', 'stock' or 'favorite'"),
    ("{\"version\": 1, \"oranges\": [{\"name\": \"Navel\", \"coreThickness\": 3}]}",
     "line 1: unknown key 'coreThickness' in an orange; expected 'name', 'variety', 'peelThickness', 'stock' or 'favorite'"),
    ("{\"version\": 1, \"apples\": [\n{\"name\": \"Fuji\", \"coreThickness\": 3},\n{\"name\": \"Fuji\", \"coreThickness\": 4}]}",
     "line 3: duplicate apple name \"Fuji\" (first on line 2)"),
]

@Suite struct InventoryTests {
    private func decode(_ text: String) throws(InventoryError) -> Inventory {
        try Inventory.decode(Array(text.utf8), file: "stand.json")
    }

    /// The one line the app prints for `text`, or nil if it loads.
    private func message(_ text: String) -> String? {
        do {
            _ = try decode(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func documentedExampleLoads() throws {
        let inventory = try decode(documentedInventory)
        #expect(inventory.apples.map(\.name) == ["Honeycrisp", "Granny Smith", "Fuji (organic)", "Äpfel 林檎 🍏"])
        #expect(inventory.apples.map(\.variety) == ["Honeycrisp", "Granny Smith", "Fuji", "Gala"])
        #expect(inventory.apples.map(\.coreThickness) == [3, 4, 3, 2])
        #expect(inventory.oranges.map(\.peelThickness) == [5, 3])
        let ids = inventory.fruits.map(\.id)
        #expect(ids.map { inventory.stock(of: $0) } == [12, 0, 5, 0, 8, 2])
        #expect(ids.map { inventory.isFavorite($0) } == [true, false, false, false, false, true])
        #expect(inventory.weather == .good)
    }

    @Test func minimalFilesAndOptionalKeys() throws {
        #expect(try decode(#"{"version": 1}"#).isEmpty)
        #expect(try decode(#"{"version": 1, "apples": [], "oranges": []}"#).isEmpty)
        let bom = try Inventory.decode([0xEF, 0xBB, 0xBF] + Array(#"{"version":1,"oranges":[{"name":"x","peelThickness":3.0}]}"#.utf8), file: "f")
        #expect(bom.oranges.first?.peelThickness == 3)
    }

    @Test func namesKeepUnicodeButLoseControlCharacters() throws {
        let inventory = try decode(#"{"version": 1, "apples": [{"name": "a\tb\u001b[2Jc e\u0301 👨‍👩‍👧", "coreThickness": 1}, {"name": "\uD83C\uDF4E \uD800 x \uDC00", "coreThickness": 1}]}"#)
        #expect(inventory.apples[0].name == "a\u{FFFD}b\u{FFFD}[2Jc e\u{301} 👨‍👩‍👧")
        #expect(inventory.apples[1].name == "🍎 \u{FFFD} x \u{FFFD}")
    }

    @Test(arguments: inventoryErrorCases)
    func malformedFilesGetOneLineWithTheLine(_ text: String, _ expected: String) {
        #expect(message(text) == "fruitstand-tui: stand.json: " + expected)
    }

    @Test func aByteOrderMarkAndWhitespaceIsAnEmptyFile() {
        #expect(throws: InventoryError.self) { try Inventory.decode([0xEF, 0xBB, 0xBF, 0x0A, 0x20], file: "f") }
        do {
            _ = try Inventory.decode([0xEF, 0xBB, 0xBF, 0x0A, 0x20], file: "f")
        } catch {
            #expect(error.message.hasPrefix("the file is empty"))
        }
    }

    @Test func sameNameInDifferentKindsIsAllowed() throws {
        let inventory = try decode(#"{"version":1,"apples":[{"name":"Blood","coreThickness":1}],"oranges":[{"name":"Blood","peelThickness":1}]}"#)
        #expect(inventory.count == 2)
    }

    @Test func invalidUTF8IsReportedWithItsLine() {
        let bytes = Array("{\"version\": 1,\n\"apples\": [{\"name\": \"".utf8) + [0xC3, 0x28] + Array("\", \"coreThickness\": 1}]}".utf8)
        #expect(throws: InventoryError(file: "f.json", line: 2, column: 22,
                                       message: "invalid UTF-8 (byte 0xC3); save the file as UTF-8")) {
            try Inventory.decode(bytes, file: "f.json")
        }
    }

    @Test func errorsCarryTheColumnForTools() {
        do {
            _ = try decode("{\"version\": 1,\n   \"pears\": 1}")
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 2 && error.column == 4)
        }
    }

    @Test func lineEndingsOfEveryPlatformCount() {
        #expect(message("{\r\n\"version\": 1,\r\n\"x\": 1}")?.contains("line 3:") == true)
        #expect(message("{\r\"version\": 1,\r\"x\": 1}")?.contains("line 3:") == true)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(message(deep) == "fruitstand-tui: stand.json: line 1: objects and arrays are nested more than 64 levels deep")
    }

    @Test func unreadableFilesAreReportedWithoutALine() {
        #expect(throws: InventoryError(file: "/nonexistent/stand.json", line: nil,
                                       message: "cannot read the file: No such file or directory")) {
            try Inventory.load(contentsOf: "/nonexistent/stand.json")
        }
        #expect(throws: InventoryError(file: "/tmp", line: nil, message: "cannot read the file: Is a directory")) {
            try Inventory.load(contentsOf: "/tmp")
        }
        #expect(InventoryError(file: "x", line: nil, message: "m").description == "fruitstand-tui: x: m")
    }

    @Test func loadsFromDisk() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("stand-\(UUID()).json").path
        try Data(documentedInventory.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try Inventory.load(contentsOf: path).count == 6)
    }
}

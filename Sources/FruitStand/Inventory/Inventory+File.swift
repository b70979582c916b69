extension Inventory {
    /// Loads an inventory file (`--inventory FILE.json`), in the format of docs/fruitstand-data.md.
    ///
    /// - Parameter path: the path as the user typed it; error messages repeat it.
    /// - Throws: `InventoryError`, whose description is the one line to print before exiting with
    ///   status 2.
    public static func load(contentsOf path: String) throws(InventoryError) -> Inventory {
        let bytes: [UInt8]
        do {
            bytes = try POSIXFile.read(path)
        } catch {
            throw InventoryError(file: path, line: nil, message: "cannot read the file: \(error.reason)")
        }
        return try decode(bytes, file: path)
    }

    /// Decodes inventory JSON; `file` names the source in error messages.
    ///
    /// - Complexity: O(n) in the size of the input.
    public static func decode(_ bytes: [UInt8], file: String) throws(InventoryError) -> Inventory {
        let lines = LineIndex(bytes)
        if let invalid = UTF8Validation.firstInvalidOffset(in: bytes) {
            let byte = String(bytes[invalid], radix: 16, uppercase: true)
            throw InventoryError(file: file, line: lines.line(at: invalid), column: lines.column(at: invalid),
                                 message: "invalid UTF-8 (byte 0x\(byte.count == 1 ? "0" + byte : byte)); save the file as UTF-8")
        }
        let content = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        if content.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) {
            throw InventoryError(file: file, line: 1, column: 1,
                                 message: "the file is empty; an inventory is a JSON object like {\"version\": 1, \"apples\": [...]}")
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw InventoryError(file: file, line: lines.line(at: error.offset), column: lines.column(at: error.offset),
                                 message: error.message)
        }
        return try InventoryDecoder(file: file, lines: lines).decode(root)
    }
}

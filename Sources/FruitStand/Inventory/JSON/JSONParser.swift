/// A strict RFC 8259 JSON parser over UTF-8 bytes that records the offset of every value.
///
/// Two ways in: `parse(_:)` builds a tree of the whole input (a state file), and the cursors of
/// `JSONParser+Cursors.swift` walk objects and arrays member by member without building one
/// (an inventory of a million fruit). Both report the same errors at the same offsets.
///
/// Written for error messages rather than speed: each failure names the offending token
/// ("expected ',' or '}' after a member, got \"oranges\"") at its exact offset. The input must
/// already be valid UTF-8 (see `UTF8Validation`). Lone surrogate escapes (`"\uD800"`) become
/// U+FFFD instead of failing; nesting deeper than `maximumDepth` is an error rather than a stack
/// overflow.
struct JSONParser {
    let bytes: [UInt8]
    var offset = 0

    /// Containers nested deeper than this are rejected; an inventory needs three levels.
    static let maximumDepth = 64

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte order mark is not JSON, but editors write it; skip it.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    /// Parses the whole input as one JSON value.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let root = try parser.parseValue(depth: 0)
        try parser.finish()
        return root
    }

    mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        guard let byte = peek() else { throw error("unexpected end of file; expected a value") }
        let start = offset
        switch byte {
        case UInt8(ascii: "{"): return JSONNode(value: try parseObject(depth: depth + 1), offset: start)
        case UInt8(ascii: "["): return JSONNode(value: try parseArray(depth: depth + 1), offset: start)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try parseNumber()), offset: start)
        default:
            for (word, value) in [("true", JSONValue.bool(true)), ("false", .bool(false)), ("null", .null)]
            where bytes[offset...].starts(with: word.utf8) && !isWordByte(at: offset + word.utf8.count) {
                offset += word.utf8.count
                return JSONNode(value: value, offset: start)
            }
            throw error("expected a value, got \(tokenDescription())")
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        var cursor = try beginObject(depth: depth)
        var members: [JSONMember] = []
        while let (key, keyOffset) = try nextMember(&cursor) {
            members.append(JSONMember(key: key, keyOffset: keyOffset, value: try parseValue(depth: depth)))
        }
        return .object(members)
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        var cursor = try beginArray(depth: depth)
        var elements: [JSONNode] = []
        while try nextElement(&cursor) {
            elements.append(try parseValue(depth: depth))
        }
        return .array(elements)
    }

    func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
        if depth > Self.maximumDepth {
            throw error("objects and arrays are nested more than \(Self.maximumDepth) levels deep")
        }
    }

    func peek() -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            offset += 1
        }
    }

    func error(_ message: String, at position: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(offset: position ?? offset, message: message)
    }

    /// The error for a container that the file ends inside; reported where the file ends, naming
    /// the line where the container opened.
    func unclosed(_ bracket: Character, at open: Int) -> JSONSyntaxError {
        let line = LineIndex(bytes).line(at: open)
        return error("unexpected end of file: the '\(bracket)' opened on line \(line) is never closed")
    }
}

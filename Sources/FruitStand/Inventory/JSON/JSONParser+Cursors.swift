/// Walking a container member by member, for callers that decode as they read instead of
/// building a tree (`parseValue` builds one out of the same steps).
///
/// ```swift
/// var cursor = try parser.beginObject(depth: 1)
/// while let (key, keyOffset) = try parser.nextMember(&cursor) {
///     let value = try parser.parseValue(depth: 1)   // or another cursor
/// }
/// ```
extension JSONParser {
    /// Where a walk through one object or array stands.
    struct Cursor {
        /// The offset of the opening bracket, which an "is never closed" error names.
        let open: Int
        /// Whether no member or element has been read yet.
        fileprivate var isFirst = true
    }

    /// Reads the `{` at the current offset; `depth` is the object's own nesting level.
    mutating func beginObject(depth: Int) throws(JSONSyntaxError) -> Cursor {
        let open = offset
        try checkDepth(depth)
        offset += 1
        return Cursor(open: open)
    }

    /// Reads up to the next member's value: its key and the key's offset, with the parser on
    /// the value (which the caller must read); nil once the object is closed.
    mutating func nextMember(_ cursor: inout Cursor) throws(JSONSyntaxError) -> (key: String, keyOffset: Int)? {
        skipWhitespace()
        if cursor.isFirst {
            cursor.isFirst = false
            if peek() == UInt8(ascii: "}") {
                offset += 1
                return nil
            }
        } else {
            switch peek() {
            case UInt8(ascii: "}"):
                offset += 1
                return nil
            case UInt8(ascii: ","):
                offset += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "}") { throw error("trailing comma before '}'") }
            case nil:
                throw unclosed("{", at: cursor.open)
            default:
                throw error("expected ',' or '}' after a member, got \(tokenDescription())")
            }
        }
        guard peek() == UInt8(ascii: "\"") else {
            if peek() == nil { throw unclosed("{", at: cursor.open) }
            throw error("expected a quoted key, got \(tokenDescription())")
        }
        let keyOffset = offset
        let key = try parseString()
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else {
            if peek() == nil { throw unclosed("{", at: cursor.open) }
            throw error("expected ':' after the key \"\(key.sanitizedForDisplay)\", got \(tokenDescription())")
        }
        offset += 1
        skipWhitespace()
        return (key, keyOffset)
    }

    /// Reads the `[` at the current offset; `depth` is the array's own nesting level.
    mutating func beginArray(depth: Int) throws(JSONSyntaxError) -> Cursor {
        let open = offset
        try checkDepth(depth)
        offset += 1
        return Cursor(open: open)
    }

    /// Moves to the next element: true with the parser on it (which the caller must read),
    /// false once the array is closed.
    mutating func nextElement(_ cursor: inout Cursor) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        if cursor.isFirst {
            cursor.isFirst = false
            if peek() == UInt8(ascii: "]") {
                offset += 1
                return false
            }
        } else {
            switch peek() {
            case UInt8(ascii: "]"):
                offset += 1
                return false
            case UInt8(ascii: ","):
                offset += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "]") { throw error("trailing comma before ']'") }
            case nil:
                throw unclosed("[", at: cursor.open)
            default:
                throw error("expected ',' or ']' after an element, got \(tokenDescription())")
            }
        }
        if peek() == nil { throw unclosed("[", at: cursor.open) }
        return true
    }

    /// Checks that nothing but whitespace follows the value just read.
    mutating func finish() throws(JSONSyntaxError) {
        skipWhitespace()
        if offset < bytes.count {
            throw error("unexpected \(tokenDescription()) after the end of the JSON value")
        }
    }
}

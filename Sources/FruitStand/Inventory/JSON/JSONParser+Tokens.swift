extension JSONParser {
    /// How an error message names the token at the current offset: `"oranges"` for a string,
    /// `'three'` for a bare word, `'}'` for punctuation, or "the end of the file".
    ///
    /// A long token is cut after about 24 bytes, between characters; control characters and
    /// line separators in it show as U+FFFD, so the message stays one line.
    func tokenDescription() -> String {
        guard let byte = peek() else { return "the end of the file" }
        if byte == UInt8(ascii: "\"") {
            var end = offset + 1
            while end < bytes.count, end - offset <= 24, bytes[end] != UInt8(ascii: "\""), bytes[end] >= 0x20 {
                end += 1
            }
            end = scalarBoundary(from: end)
            let closed = end < bytes.count && bytes[end] == UInt8(ascii: "\"")
            let inner = String(decoding: bytes[(offset + 1)..<end], as: UTF8.self).sanitizedForDisplay
            return "\"" + inner + (closed ? "\"" : "…")
        }
        if isWordByte(at: offset) {
            var end = offset
            while isWordByte(at: end) { end += 1 }
            return quoted(offset..<end)
        }
        return "'\(tokenCharacter(at: offset))'"
    }

    /// The bytes in `range` in single quotes for an error message, cut after about 24 bytes
    /// between characters (`…` marks the cut), control characters and line separators as U+FFFD.
    func quoted(_ range: Range<Int>) -> String {
        let end = scalarBoundary(from: min(range.upperBound, range.lowerBound + 24))
        let word = String(decoding: bytes[range.lowerBound..<end], as: UTF8.self).sanitizedForDisplay
        return "'" + word + (end < range.upperBound ? "…'" : "'")
    }

    /// `position`, or the end of the UTF-8 sequence it falls inside (the input is valid UTF-8).
    private func scalarBoundary(from position: Int) -> Int {
        var end = position
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return end
    }

    /// The character at `position` for an error message; control and format characters and line
    /// or paragraph separators as `U+XXXX`.
    func tokenCharacter(at position: Int) -> String {
        guard position < bytes.count else { return "" }
        var length = 1
        let lead = bytes[position]
        if lead >= 0xF0 { length = 4 } else if lead >= 0xE0 { length = 3 } else if lead >= 0xC0 { length = 2 }
        let scalarBytes = bytes[position..<min(position + length, bytes.count)]
        let text = String(decoding: scalarBytes, as: UTF8.self)
        guard let scalar = text.unicodeScalars.first else { return "" }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator:
            return "U+" + hex(scalar.value, digits: 4)
        default:
            return text
        }
    }

    /// True when the byte at `position` can be part of a bare word (letters, digits, `_`, or any
    /// non-ASCII byte, so a mistyped `trüe` is reported whole).
    func isWordByte(at position: Int) -> Bool {
        guard position < bytes.count else { return false }
        let byte = bytes[position]
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}

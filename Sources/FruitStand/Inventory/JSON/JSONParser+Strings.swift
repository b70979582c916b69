extension JSONParser {
    /// Parses a string literal starting at the opening quote and returns its contents.
    ///
    /// Raw control characters are errors, as JSON requires (a raw newline usually means a
    /// missing closing quote, and the message says so). Escaped lone surrogates become U+FFFD.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let open = offset
        offset += 1
        // Most strings have no escape: they are the bytes up to the closing quote.
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let text = String(decoding: bytes[offset..<end], as: UTF8.self)
            offset = end + 1
            return text
        }
        var utf8 = Array(bytes[offset..<end])
        offset = end
        while true {
            guard let byte = peek() else {
                throw error("unexpected end of file inside the string that starts on this line", at: open)
            }
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &utf8)
            case 0x0A, 0x0D:
                throw error("unterminated string: a string must close on the line it starts", at: open)
            case 0x00..<0x20:
                throw error("control character U+\(hex(UInt32(byte), digits: 4)) must be written as an escape in a string")
            default:
                utf8.append(byte)
                offset += 1
            }
        }
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        let start = offset
        offset += 1
        guard let byte = peek() else { throw error("unexpected end of file inside an escape", at: start) }
        offset += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
            UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
            UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let replacement = simple[byte] {
            utf8.append(replacement)
            return
        }
        guard byte == UInt8(ascii: "u") else {
            offset = start
            throw error("invalid escape '\\\(tokenCharacter(at: start + 1))' in a string")
        }
        var scalar = try parseHexQuad(escapeStart: start)
        if (0xD800...0xDBFF).contains(scalar) {
            // A high surrogate is only meaningful followed by an escaped low surrogate.
            let mark = offset
            if bytes[offset...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) {
                offset += 2
                let low = try parseHexQuad(escapeStart: mark)
                if (0xDC00...0xDFFF).contains(low) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    offset = mark
                    scalar = 0xFFFD
                }
            } else {
                scalar = 0xFFFD
            }
        } else if (0xDC00...0xDFFF).contains(scalar) {
            scalar = 0xFFFD
        }
        utf8.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
    }

    /// Reads the four hex digits that follow `\u`; the offset is on the first digit.
    private mutating func parseHexQuad(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = hexValue(byte) else {
                throw error("'\\u' must be followed by four hex digits", at: escapeStart)
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(digits - text.count, 0)) + text
    }
}

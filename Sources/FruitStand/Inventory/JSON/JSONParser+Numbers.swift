extension JSONParser {
    /// Parses a number and returns its source text, after checking it against JSON's grammar:
    /// `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
    ///
    /// The token runs to the end of the word, so `3mm` and `01` are reported whole.
    mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = offset
        while let byte = peek(), isWordByte(at: offset) || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") {
            offset += 1
        }
        let token = Array(bytes[start..<offset])
        guard Self.isValidNumber(token) else {
            throw error("invalid number \(quoted(start..<offset))", at: start)
        }
        return String(decoding: token, as: UTF8.self)
    }

    private static func isValidNumber(_ token: [UInt8]) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < token.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(token[index]) { index += 1 }
            return index - start
        }
        if index < token.count, token[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        if integerDigits == 0 || (integerDigits > 1 && token[integerStart] == UInt8(ascii: "0")) { return false }
        if index < token.count, token[index] == UInt8(ascii: ".") {
            index += 1
            if digits() == 0 { return false }
        }
        if index < token.count, token[index] == UInt8(ascii: "e") || token[index] == UInt8(ascii: "E") {
            index += 1
            if index < token.count, token[index] == UInt8(ascii: "+") || token[index] == UInt8(ascii: "-") { index += 1 }
            if digits() == 0 { return false }
        }
        return index == token.count
    }
}

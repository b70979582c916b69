/// Text facts the parser targets check their messages and positions against.
public enum FuzzText {
    /// The number of lines in `bytes` as an editor shows them: a line ends at LF, CRLF or a
    /// lone CR, and the last line needs no ending.
    public static func lineCount(_ bytes: [UInt8]) -> Int {
        var count = 1
        for (index, byte) in bytes.enumerated()
        where byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
            count += 1
        }
        return count
    }

    /// True when `text` prints as one line: no control character (C0, DEL, C1) and no line
    /// or paragraph separator.
    public static func isOneLine(_ text: String) -> Bool {
        !text.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: true
            default: false
            }
        }
    }
}

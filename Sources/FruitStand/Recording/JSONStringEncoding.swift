/// JSON string literals for the recording, written by hand because an asciicast has one event
/// per frame and `JSONSerialization` would cost far more than the frame.
package enum JSONStringEncoding {
    /// `text` as a quoted JSON string: `"` and `\` escaped, control characters (ESC above all)
    /// as `\u001b`-style escapes or their short forms; everything else as UTF-8.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{00}"..."\u{1F}", "\u{7F}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// One argument of a script command: a bare word or a quoted string.
struct ScriptWord: Hashable, Sendable {
    var text: String
    var isQuoted: Bool

    /// How messages quote the word: `'soon'` for a bare word, `"fu"` for a string.
    var shown: String {
        isQuoted ? "\"\(text.sanitizedForDisplay)\"" : "'\(text.sanitizedForDisplay)'"
    }

    /// Splits command arguments into words.
    ///
    /// Bare words end at whitespace. `"…"` strings take the escapes `\"`, `\\`, `\n` (Enter) and
    /// `\t` (Tab); `'…'` and `` `…` `` strings take none, so a quote of the other kind needs no
    /// escape, as in VHS. The returned error is the message for an unterminated string or an
    /// unknown escape.
    static func split(_ text: Substring) -> Result<[ScriptWord], ScriptWordError> {
        var words: [ScriptWord] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character.isWhitespace {
                index = text.index(after: index)
                continue
            }
            if character == "\"" || character == "'" || character == "`" {
                var value = ""
                var cursor = text.index(after: index)
                var closed = false
                while cursor < text.endIndex {
                    let next = text[cursor]
                    if next == character {
                        closed = true
                        cursor = text.index(after: cursor)
                        break
                    }
                    if next == "\\" && character == "\"" {
                        cursor = text.index(after: cursor)
                        guard cursor < text.endIndex else { break }
                        switch text[cursor] {
                        case "\"": value.append("\"")
                        case "\\": value.append("\\")
                        case "n": value.append("\n")
                        case "t": value.append("\t")
                        default: return .failure(.unknownEscape("\\\(text[cursor])"))
                        }
                    } else {
                        value.append(next)
                    }
                    cursor = text.index(after: cursor)
                }
                guard closed else { return .failure(.unterminated(String(text[index...]))) }
                words.append(ScriptWord(text: value, isQuoted: true))
                index = cursor
                continue
            }
            let end = text[index...].firstIndex(where: \.isWhitespace) ?? text.endIndex
            words.append(ScriptWord(text: String(text[index..<end]), isQuoted: false))
            index = end
        }
        return .success(words)
    }
}

/// Why `ScriptWord.split` failed.
enum ScriptWordError: Error, Hashable {
    case unterminated(String)
    case unknownEscape(String)

    var message: String {
        switch self {
        case .unterminated(let text): "unterminated string \(text.sanitizedForDisplay)"
        case .unknownEscape(let escape): "unknown escape '\(escape.sanitizedForDisplay)' in a string; use \\\", \\\\, \\n or \\t"
        }
    }
}

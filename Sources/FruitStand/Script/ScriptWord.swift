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
    ///
    /// Works on Unicode scalars, not characters: a combining mark after a quote or an escape
    /// letter belongs to the text, and does not hide the quote or the escape it follows.
    static func split(_ text: Substring) -> Result<[ScriptWord], ScriptWordError> {
        let scalars = Array(text.unicodeScalars)
        func string(_ slice: ArraySlice<Unicode.Scalar>) -> String {
            String(String.UnicodeScalarView(slice))
        }
        var words: [ScriptWord] = []
        var index = 0
        while index < scalars.count {
            let quote = scalars[index]
            if quote.properties.isWhitespace {
                index += 1
                continue
            }
            if quote == "\"" || quote == "'" || quote == "`" {
                // A string, closed by the same quote.
                var value = String.UnicodeScalarView()
                var cursor = index + 1
                var closed = false
                while cursor < scalars.count {
                    let next = scalars[cursor]
                    if next == quote {
                        closed = true
                        cursor += 1
                        break
                    }
                    if next == "\\" && quote == "\"" {
                        cursor += 1
                        guard cursor < scalars.count else { break }
                        switch scalars[cursor] {
                        case "\"": value.append("\"")
                        case "\\": value.append("\\")
                        case "n": value.append("\n")
                        case "t": value.append("\t")
                        default: return .failure(.unknownEscape("\\" + string(scalars[cursor...cursor])))
                        }
                    } else {
                        value.append(next)
                    }
                    cursor += 1
                }
                guard closed else { return .failure(.unterminated(string(scalars[index...]))) }
                words.append(ScriptWord(text: String(value), isQuoted: true))
                index = cursor
                continue
            }
            let end = scalars[index...].firstIndex { $0.properties.isWhitespace } ?? scalars.count
            words.append(ScriptWord(text: string(scalars[index..<end]), isQuoted: false))
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

import TUICore

/// The arguments of one script command, checked one rule at a time; every error names the
/// command and the offending word.
struct ScriptArguments {
    let parser: ScriptLineParser
    let command: String
    let words: [ScriptWord]

    /// An optional repeat count: `Down`, `Down 3`.
    func count() throws(ScriptError) -> Int {
        guard let word = words.first else { return 1 }
        guard words.count == 1 else { throw extra(from: 1, expecting: "at most a repeat count") }
        return try repeatCount(word)
    }

    /// `Key NAME [COUNT]`; a quoted single character is that character (`Key " "`).
    func keyPress(delay: Duration?) throws(ScriptError) -> ScriptAction {
        guard let word = words.first else {
            throw parser.fail("'\(command)' needs a key name like a, Enter, Ctrl+C or F5")
        }
        let key: Key?
        if word.isQuoted {
            key = word.text.count == 1 ? Key.character(word.text.first!) : nil
        } else {
            key = Key(named: word.text)
        }
        guard let key else { throw parser.fail("unknown key \(word.shown)") }
        guard words.count <= 2 else { throw extra(from: 2, expecting: "a key name and at most a repeat count") }
        return .press(key, count: words.count == 2 ? try repeatCount(words[1]) : 1, delay: delay)
    }

    /// `Type "text"`: one non-empty quoted string without control characters other than the
    /// `\n` and `\t` escapes.
    func typedText() throws(ScriptError) -> String {
        guard let word = words.first, word.isQuoted else {
            let got = words.first.map { ", got \($0.shown)" } ?? ""
            throw parser.fail("'\(command)' needs quoted text like \"fu\"\(got)")
        }
        guard words.count == 1 else { throw extra(from: 1, expecting: "one quoted string") }
        guard !word.text.isEmpty else { throw parser.fail("'\(command)' needs text; \"\" types nothing") }
        let allowed: Set<Unicode.Scalar> = ["\n", "\t"]
        if word.text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && !allowed.contains($0) }) {
            throw parser.fail("'\(command)' text contains a control character; use Key for special keys")
        }
        return word.text
    }

    /// `Sleep DURATION`.
    func singleDuration() throws(ScriptError) -> Duration {
        guard let word = words.first, !word.isQuoted else {
            let got = words.first.map(\.shown) ?? "nothing"
            throw parser.fail("'\(command)' needs a duration like 300ms, got \(got)")
        }
        guard words.count == 1 else { throw extra(from: 1, expecting: "one duration") }
        return try duration(word.text, what: "'\(command)'")
    }

    /// `Resize WxH`, each side 1...1000.
    func size() throws(ScriptError) -> Size {
        let got = words.first.map(\.shown) ?? "nothing"
        let invalid = parser.fail("'\(command)' needs a size like 60x20, got \(got)")
        guard let word = words.first, !word.isQuoted, words.count == 1 else {
            if words.count > 1 { throw extra(from: 1, expecting: "one size") }
            throw invalid
        }
        let sides = word.text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard sides.count == 2, let width = Int(sides[0]), let height = Int(sides[1]) else { throw invalid }
        guard (1...1000).contains(width), (1...1000).contains(height) else {
            throw parser.fail("'\(command)' needs each side between 1 and 1000, got \(word.shown)")
        }
        return Size(width: width, height: height)
    }

    /// `Screenshot PATH` with a `.svg` or `.txt` extension; the path may be quoted.
    func screenshot() throws(ScriptError) -> ScriptAction {
        guard let word = words.first, !word.text.isEmpty else {
            throw parser.fail("'\(command)' needs a file name like out.svg or out.txt")
        }
        guard words.count == 1 else { throw extra(from: 1, expecting: "one file name (quote a name with spaces)") }
        guard let format = ScreenshotFormat(path: word.text) else {
            throw parser.fail("'\(command)' needs a file ending in .svg or .txt, got \(word.shown)")
        }
        return .screenshot(path: word.text, format: format)
    }

    /// `Caption "text"`, or `Caption` alone to hide the caption.
    func caption() throws(ScriptError) -> String {
        guard let word = words.first else { return "" }
        guard word.isQuoted else { throw parser.fail("'\(command)' needs quoted text like \"3 inserts\", got \(word.shown)") }
        guard words.count == 1 else { throw extra(from: 1, expecting: "one quoted string") }
        return word.text.sanitizedForDisplay
    }

    /// `Wait`, `Wait Loaded`, `Wait Idle` or `Wait /regex/` (the regex is the rest of the line
    /// between the first and the last slash).
    func waitCondition(rest: Substring) throws(ScriptError) -> WaitCondition {
        var trimmed = rest.drop(while: \.isWhitespace)
        while trimmed.last?.isWhitespace == true { trimmed = trimmed.dropLast() }
        let text = String(trimmed)
        if text.first == "/" {
            guard text.count >= 2, text.last == "/" else {
                throw parser.fail("'\(command)' needs a pattern between slashes like /Fuji/, got '\(text.sanitizedForDisplay)'")
            }
            let pattern = String(text.dropFirst().dropLast())
            do {
                _ = try Regex(pattern)
            } catch {
                throw parser.fail("'\(command)' has an invalid pattern /\(pattern.sanitizedForDisplay)/")
            }
            return .screen(pattern: pattern)
        }
        guard let word = words.first else { return .loaded }
        guard words.count == 1 else { throw extra(from: 1, expecting: "Loaded, Idle or a /pattern/") }
        switch word.text.lowercased() {
        case "loaded": return .loaded
        case "idle": return .idle
        default: throw parser.fail("'\(command)' waits for Loaded, Idle or a /pattern/, got \(word.shown)")
        }
    }

    /// `Set TypingSpeed DURATION` or `Set WaitTimeout DURATION`.
    func setting() throws(ScriptError) -> ScriptSetting {
        guard let name = words.first else { throw parser.fail("'\(command)' needs a setting: TypingSpeed or WaitTimeout") }
        let value = words.count > 1 ? words[1] : nil
        guard words.count <= 2 else { throw extra(from: 2, expecting: "a setting and one value") }
        switch name.text.lowercased() {
        case "typingspeed":
            return .typingSpeed(try duration(value, what: "'Set TypingSpeed'"))
        case "waittimeout":
            return .waitTimeout(try duration(value, what: "'Set WaitTimeout'"))
        default:
            throw parser.fail("unknown setting \(name.shown); fruitstand-tui supports TypingSpeed and WaitTimeout")
        }
    }

    private func duration(_ word: ScriptWord?, what: String) throws(ScriptError) -> Duration {
        guard let word, !word.isQuoted else {
            throw parser.fail("\(what) needs a duration like 300ms, got \(word?.shown ?? "nothing")")
        }
        return try duration(word.text, what: what)
    }

    /// A duration: `300ms`, `1.5s`, or a bare number of seconds (`2`), at most one hour.
    func duration(_ text: String, what: String) throws(ScriptError) -> Duration {
        let invalid = parser.fail("\(what) needs a duration like 300ms, got '\(text.sanitizedForDisplay)'")
        let (number, scale): (Substring, Double) = text.hasSuffix("ms") ? (text.dropLast(2), 1)
            : text.hasSuffix("s") ? (text.dropLast(), 1000) : (Substring(text), 1000)
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              number.filter({ $0 == "." }).count <= 1, number != ".", let value = Double(number)
        else { throw invalid }
        let milliseconds = (value * scale).rounded()
        guard milliseconds <= 3_600_000 else {
            throw parser.fail("\(what) needs a duration of at most an hour, got '\(text.sanitizedForDisplay)'")
        }
        return .milliseconds(Int64(milliseconds))
    }

    private func repeatCount(_ word: ScriptWord) throws(ScriptError) -> Int {
        guard !word.isQuoted, let count = Int(word.text), (1...ScriptLineParser.maximumCount).contains(count) else {
            throw parser.fail("'\(command)' repeat count must be a whole number from 1 to \(ScriptLineParser.maximumCount), got \(word.shown)")
        }
        return count
    }

    private func extra(from index: Int, expecting: String) -> ScriptError {
        parser.fail("'\(command)' takes \(expecting), got extra \(words[index].shown)")
    }
}

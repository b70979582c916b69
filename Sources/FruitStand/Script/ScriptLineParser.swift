import TUICore

/// Parses one line of a script into an action (nil for a blank line or a comment).
struct ScriptLineParser {
    let file: String
    let line: Int

    /// The largest repeat count; larger counts are almost certainly typos.
    static let maximumCount = 10_000

    func parse(_ text: Substring) throws(ScriptError) -> ScriptAction? {
        let trimmed = text.drop(while: \.isWhitespace)
        guard let first = trimmed.first, first != "#" else { return nil }
        let commandEnd = trimmed.firstIndex(where: \.isWhitespace) ?? trimmed.endIndex
        let command = trimmed[..<commandEnd]
        let rest = trimmed[commandEnd...]
        let name: Substring
        let speed: Substring?
        if let at = command.firstIndex(of: "@") {
            name = command[..<at]
            speed = command[command.index(after: at)...]
        } else {
            (name, speed) = (command, nil)
        }
        // A `Wait /pattern/` may hold quotes and spaces: its pattern is the raw rest of the line.
        let isPattern = name.lowercased() == "wait" && rest.drop(while: \.isWhitespace).first == "/"
        var words: [ScriptWord] = []
        switch isPattern ? .success([]) : ScriptWord.split(rest) {
        case .success(let split): words = split
        case .failure(let failure): throw fail(failure.message)
        }
        let context = ScriptArguments(parser: self, command: String(name), words: words)
        let lowercased = name.lowercased()
        if speed != nil, ["sleep", "resize", "screenshot", "caption", "set"].contains(lowercased) {
            throw fail("'\(name)' does not take an @ duration")
        }
        // After a key command, `Key` or `Type` the duration replaces the typing speed; after `Wait`
        // it is the timeout.
        let duration = try speed.map { speed throws(ScriptError) in try context.duration(String(speed), what: "'@'") }
        switch lowercased {
        case "key": return try context.keyPress(delay: duration)
        case "type": return .type(try context.typedText(), delay: duration)
        case "wait": return .wait(try context.waitCondition(rest: rest), timeout: duration)
        case "sleep": return .sleep(try context.singleDuration())
        case "resize":
            if words.count == 1, !words[0].isQuoted, words[0].text.lowercased() == "full" { return .restoreSize }
            return .resize(try context.size())
        case "screenshot": return try context.screenshot()
        case "caption": return .caption(try context.caption())
        case "set": return .set(try context.setting())
        default:
            guard let key = Self.keyCommand(String(name)) else { throw unknownCommand(command) }
            return .press(key, count: try context.count(), delay: duration)
        }
    }

    /// The key a command word names (`Down`, `PageUp`, `Shift+Tab`, `Ctrl+C`, `F5`): any name
    /// `Key(named:)` accepts except single characters, which need `Key a` so that a stray letter
    /// is reported rather than typed.
    static func keyCommand(_ name: String) -> Key? {
        guard name.count > 1 else { return nil }
        return Key(named: name)
    }

    func fail(_ message: String) -> ScriptError {
        ScriptError(file: file, line: line, message: message)
    }

    private func unknownCommand(_ command: Substring) -> ScriptError {
        fail("unknown command '\(String(command).sanitizedForDisplay)'")
    }
}

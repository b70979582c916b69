import FruitStand
import FuzzSupport

/// What must hold for any script text.
enum TapeChecks {
    static let file = "fuzz.tape"

    /// - no trap (the text is the bytes decoded as UTF-8, invalid sequences as U+FFFD);
    /// - an error is one line, names a line of the text and reads `fruitstand-tui: FILE:LINE: ...`;
    /// - parsed commands have lines in the text, ascending;
    /// - a parsed script reads back to the same actions from the text `TapeText` writes for
    ///   it, and its steps hold as many key presses as its commands ask for.
    static func check(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = FuzzText.lineCount(Array(text.utf8))
        let script: Script
        do {
            script = try Script(parsing: text, name: file)
        } catch {
            let description = error.description
            fuzzCheck(FuzzText.isOneLine(description), "not one line: \(description.debugDescription)")
            guard let line = error.line else {
                fuzzCheck(false, "no line: \(description)")
                return
            }
            fuzzCheck((1...lines).contains(line), "line \(line) of \(lines): \(description)")
            fuzzCheck(description.hasPrefix("fruitstand-tui: \(file):\(line): "), "format: \(description)")
            return
        }
        let commandLines = script.commands.map(\.line)
        fuzzCheck(commandLines == commandLines.sorted() && Set(commandLines).count == commandLines.count,
                  "command lines \(commandLines)")
        fuzzCheck(commandLines.allSatisfy { (1...lines).contains($0) }, "command lines \(commandLines) of \(lines)")

        let written = TapeText.write(script)
        do {
            let reread = try Script(parsing: written, name: file)
            fuzzCheck(reread.commands.map(\.action) == script.commands.map(\.action),
                      "reads back differently: \(script.commands.map(\.action)) vs \(reread.commands.map(\.action)) from\n\(written)")
        } catch {
            fuzzCheck(false, "its own text fails to parse: \(error) in\n\(written)")
        }
        checkSteps(script)
    }

    /// Every key a command presses is one step, in order; skipped for scripts with very
    /// many presses, which only cost time.
    private static func checkSteps(_ script: Script) {
        var presses = 0
        for command in script.commands {
            switch command.action {
            case .press(_, let count, _): presses += count
            case .type(let text, _): presses += text.count
            default: break
            }
        }
        guard presses <= 20_000 else { return }
        let steps = script.steps()
        let pressed = steps.filter { if case .press = $0.action { true } else { false } }.count
        fuzzCheck(pressed == presses, "\(pressed) press steps for \(presses) presses")
        _ = script.minimumDuration
    }
}

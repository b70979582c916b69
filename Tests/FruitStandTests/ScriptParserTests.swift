import Foundation
import Testing
import TUICore
@testable import FruitStand

@Suite struct ScriptParserTests {
    private func actions(_ text: String) throws(ScriptError) -> [ScriptAction] {
        try Script(parsing: text, name: "demo.tape").commands.map(\.action)
    }

    private func error(_ text: String) -> String? {
        do {
            _ = try Script(parsing: text, name: "demo.tape")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func keyCommandsWithCountsAndSpeeds() throws {
        let script = """
        Down 3
        Up
        left
        Right
        Enter
        Space
        Tab
        Shift+Tab
        BackTab
        Escape
        Esc
        Backspace 2
        Delete
        Home
        End
        PageUp
        PageDown 2
        Ctrl+C
        Down@200ms 2
        """
        #expect(try actions(script) == [
            .press(.down, count: 3, delay: nil), .press(.up, count: 1, delay: nil), .press(.left, count: 1, delay: nil),
            .press(.right, count: 1, delay: nil), .press(.enter, count: 1, delay: nil),
            .press(.character(" "), count: 1, delay: nil), .press(.tab, count: 1, delay: nil),
            .press(.backTab, count: 1, delay: nil), .press(.backTab, count: 1, delay: nil),
            .press(.escape, count: 1, delay: nil), .press(.escape, count: 1, delay: nil),
            .press(.backspace, count: 2, delay: nil), .press(.delete, count: 1, delay: nil),
            .press(.home, count: 1, delay: nil), .press(.end, count: 1, delay: nil),
            .press(.pageUp, count: 1, delay: nil), .press(.pageDown, count: 2, delay: nil),
            .press(.control("c"), count: 1, delay: nil), .press(.down, count: 2, delay: .milliseconds(200)),
        ])
    }

    @Test func keyTypeAndText() throws {
        let script = #"""
        Key a
        Key + 4
        Key Ctrl+Z
        Key F5
        Key Space
        Key " "
        Key #
        Key@10ms q
        Type "fu"
        Type@50ms "say \"hi\"\\\n\t"
        Type 'He said "hi"'
        Type `it's`
        """#
        #expect(try actions(script) == [
            .press(.character("a"), count: 1, delay: nil), .press(.character("+"), count: 4, delay: nil),
            .press(.control("z"), count: 1, delay: nil), .press(.function(5), count: 1, delay: nil),
            .press(.character(" "), count: 1, delay: nil), .press(.character(" "), count: 1, delay: nil),
            .press(.character("#"), count: 1, delay: nil), .press(.character("q"), count: 1, delay: .milliseconds(10)),
            .type("fu", delay: nil), .type("say \"hi\"\\\n\t", delay: .milliseconds(50)),
            .type("He said \"hi\"", delay: nil), .type("it's", delay: nil),
        ])
    }

    @Test func sleepResizeScreenshotCaptionWaitSet() throws {
        let script = """
        # A comment, then a blank line

          Sleep 300ms
        Sleep 1.5s
        Sleep 2
        Sleep 0.25
        Resize 60x20
        Screenshot out.svg
        Screenshot "shots/final screen.TXT"
        Caption "apply(snapshot) · 3 inserts"
        Caption
        Wait
        Wait Loaded
        Wait@5s Idle
        Wait /Fuji \\d+ "x"/
        Set TypingSpeed 50ms
        Set WaitTimeout 10s
        """
        #expect(try actions(script) == [
            .sleep(.milliseconds(300)), .sleep(.milliseconds(1500)), .sleep(.seconds(2)), .sleep(.milliseconds(250)),
            .resize(Size(width: 60, height: 20)),
            .screenshot(path: "out.svg", format: .svg), .screenshot(path: "shots/final screen.TXT", format: .text),
            .caption("apply(snapshot) · 3 inserts"), .caption(""),
            .wait(.loaded, timeout: nil), .wait(.loaded, timeout: nil), .wait(.idle, timeout: .seconds(5)),
            .wait(.screen(pattern: #"Fuji \d+ "x""#), timeout: nil),
            .set(.typingSpeed(.milliseconds(50))), .set(.waitTimeout(.seconds(10))),
        ])
    }

    @Test func commandsRememberTheirLines() throws {
        let script = try Script(parsing: "# intro\r\n\r\nDown\r\n  \r\nUp\rEnter", name: "x")
        #expect(script.commands.map(\.line) == [3, 5, 6])
    }

    @Test(arguments: [
        ("Down\nUp\n\nDwon 3", "demo.tape:4: unknown command 'Dwon'"),
        ("\n\n\n\n\n\nSleep soon", "demo.tape:7: 'Sleep' needs a duration like 300ms, got 'soon'"),
        ("Sleep", "demo.tape:1: 'Sleep' needs a duration like 300ms, got nothing"),
        ("Sleep \"1s\"", "demo.tape:1: 'Sleep' needs a duration like 300ms, got \"1s\""),
        ("Sleep -1s", "demo.tape:1: 'Sleep' needs a duration like 300ms, got '-1s'"),
        ("Sleep 2h", "demo.tape:1: 'Sleep' needs a duration like 300ms, got '2h'"),
        ("Sleep 1.2.3s", "demo.tape:1: 'Sleep' needs a duration like 300ms, got '1.2.3s'"),
        ("Sleep 3601s", "demo.tape:1: 'Sleep' needs a duration of at most an hour, got '3601s'"),
        ("Sleep 1s 2s", "demo.tape:1: 'Sleep' takes one duration, got extra '2s'"),
        ("Sleep@1s 2", "demo.tape:1: 'Sleep' does not take an @ duration"),
        ("q", "demo.tape:1: unknown command 'q'"),
        ("Down 0", "demo.tape:1: 'Down' repeat count must be a whole number from 1 to 10000, got '0'"),
        ("Down three", "demo.tape:1: 'Down' repeat count must be a whole number from 1 to 10000, got 'three'"),
        ("Down 10001", "demo.tape:1: 'Down' repeat count must be a whole number from 1 to 10000, got '10001'"),
        ("Down 1 2", "demo.tape:1: 'Down' takes at most a repeat count, got extra '2'"),
        ("Down@fast", "demo.tape:1: '@' needs a duration like 300ms, got 'fast'"),
        ("Dwon@1s", "demo.tape:1: unknown command 'Dwon@1s'"),
        ("Key", "demo.tape:1: 'Key' needs a key name like a, Enter, Ctrl+C or F5"),
        ("Key Foo", "demo.tape:1: unknown key 'Foo'"),
        ("Key \"ab\"", "demo.tape:1: unknown key \"ab\""),
        ("Key a 2 3", "demo.tape:1: 'Key' takes a key name and at most a repeat count, got extra '3'"),
        ("Type fu", "demo.tape:1: 'Type' needs quoted text like \"fu\", got 'fu'"),
        ("Type", "demo.tape:1: 'Type' needs quoted text like \"fu\""),
        ("Type \"\"", "demo.tape:1: 'Type' needs text; \"\" types nothing"),
        ("Type \"fu", "demo.tape:1: unterminated string \"fu"),
        ("Type \"a\\qb\"", "demo.tape:1: unknown escape '\\q' in a string; use \\\", \\\\, \\n or \\t"),
        ("Type \"a\" \"b\"", "demo.tape:1: 'Type' takes one quoted string, got extra \"b\""),
        ("Type \"a\u{1B}b\"", "demo.tape:1: 'Type' text contains a control character; use Key for special keys"),
        ("Resize big", "demo.tape:1: 'Resize' needs a size like 60x20, got 'big'"),
        ("Resize 0x20", "demo.tape:1: 'Resize' needs each side between 1 and 1000, got '0x20'"),
        ("Resize 60x", "demo.tape:1: 'Resize' needs a size like 60x20, got '60x'"),
        ("Screenshot", "demo.tape:1: 'Screenshot' needs a file name like out.svg or out.txt"),
        ("Screenshot out.png", "demo.tape:1: 'Screenshot' needs a file ending in .svg or .txt, got 'out.png'"),
        ("Screenshot a b.svg", "demo.tape:1: 'Screenshot' takes one file name (quote a name with spaces), got extra 'b.svg'"),
        ("Caption hello", "demo.tape:1: 'Caption' needs quoted text like \"3 inserts\", got 'hello'"),
        ("Wait Forever", "demo.tape:1: 'Wait' waits for Loaded, Idle or a /pattern/, got 'Forever'"),
        ("Wait /unclosed", "demo.tape:1: 'Wait' needs a pattern between slashes like /Fuji/, got '/unclosed'"),
        ("Wait /(/", "demo.tape:1: 'Wait' has an invalid pattern /(/"),
        ("Wait@soon", "demo.tape:1: '@' needs a duration like 300ms, got 'soon'"),
        ("Set FontSize 14", "demo.tape:1: unknown setting 'FontSize'; fruitstand-tui supports TypingSpeed and WaitTimeout"),
        ("Set TypingSpeed", "demo.tape:1: 'Set TypingSpeed' needs a duration like 300ms, got nothing"),
        ("Set", "demo.tape:1: 'Set' needs a setting: TypingSpeed or WaitTimeout"),
        ("Output demo.gif", "demo.tape:1: unknown command 'Output'"),
        ("Dw\u{1B}on", "demo.tape:1: unknown command 'Dw\u{FFFD}on'"),
    ])
    func errorsNameTheLineAndTheBadWord(_ text: String, _ expected: String) {
        #expect(error(text) == "fruitstand-tui: " + expected)
    }

    /// Found by the libFuzzer tape target: strings were split into characters, so a combining
    /// mark after an escape letter or a quote joined it into one character and hid it: `\t`
    /// then U+0595 was an "unknown escape", and text with a Tab before a mark could not be typed.
    @Test func aCombiningMarkAfterAnEscapeOrAQuoteBelongsToTheText() throws {
        #expect(try actions("Type \"a\\t\u{595}b\"") == [.type("a\t\u{595}b", delay: nil)])
        #expect(try actions("Type \"\\\"\u{301}\\n\u{301}\"") == [.type("\"\u{301}\n\u{301}", delay: nil)])
        #expect(try actions("Caption '\u{301}'") == [.caption("\u{301}")])
    }

    @Test func stepsSpellOutTypingDelaysAndSettings() throws {
        let script = try Script(parsing: """
        Down 2
        Set TypingSpeed 50ms
        Type "a\\n"
        Key@0ms b
        Sleep 1s
        Set WaitTimeout 3s
        Wait
        Wait@1s /x/
        Caption "c"
        Resize 60x20
        Screenshot s.txt
        """, name: "s")
        let steps = script.steps()
        #expect(steps.map(\.action) == [
            .press(.down), .pause(.milliseconds(80)), .press(.down), .pause(.milliseconds(80)),
            .press(.character("a")), .pause(.milliseconds(50)), .press(.enter), .pause(.milliseconds(50)),
            .press(.character("b")),
            .pause(.seconds(1)),
            .wait(.loaded, timeout: .seconds(3)), .wait(.screen(pattern: "x"), timeout: .seconds(1)),
            .caption("c"), .resize(Size(width: 60, height: 20)), .screenshot(path: "s.txt", format: .text),
        ])
        #expect(steps.map(\.line) == [1, 1, 1, 1, 3, 3, 3, 3, 4, 5, 7, 8, 9, 10, 11])
        #expect(script.minimumDuration == .milliseconds(1260))
    }

    @Test func waitTimeoutMessageNamesTheLine() throws {
        let script = try Script(parsing: "Down\nWait@1.5s Idle", name: "demo")
        let step = try #require(Array(script.steps()).last)
        #expect(ScriptError.waitTimedOut(script: script, step: step).description
            == "fruitstand-tui: demo:2: timed out after 1.5s waiting for Idle")
        #expect(Duration.milliseconds(300).scriptDescription == "300ms")
        #expect(Duration.seconds(15).scriptDescription == "15s")
    }

    @Test func screenConditionsMatchLines() {
        let condition = WaitCondition.screen(pattern: #"Fuji \d"#)
        #expect(condition.matches(screenLines: ["Apples", "  Fuji 2  "]))
        #expect(!condition.matches(screenLines: ["Fuji"]))
        #expect(!WaitCondition.loaded.matches(screenLines: ["Loaded"]))
    }

    @Test func screenshotsRenderTheBuffer() {
        var buffer = Buffer(size: Size(width: 6, height: 2))
        buffer.write("Fuji", at: Point(x: 0, y: 0), style: .plain)
        #expect(ScreenshotFormat.text.render(buffer) == "Fuji\n\n")
        #expect(ScreenshotFormat.svg.render(buffer).hasPrefix("<svg"))
    }

    @Test func loadsFilesAndReportsUnreadableOnes() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("s-\(UUID()).tape").path
        try Data("Down 2\nEnter\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try Script(contentsOf: path).commands.count == 2)
        #expect(throws: ScriptError(file: "/nonexistent.tape", line: nil, message: "cannot read the script: No such file or directory")) {
            try Script(contentsOf: "/nonexistent.tape")
        }
        try Data([0x44, 0x6F, 0x77, 0x6E, 0x0A, 0xFF]).write(to: URL(fileURLWithPath: path))
        #expect(throws: ScriptError(file: path, line: 2, message: "invalid UTF-8; save the script as UTF-8")) {
            try Script(contentsOf: path)
        }
    }

    /// Seeded random lines from the script alphabet never trap: each parses or fails with one
    /// line naming line 1.
    @Test func randomLinesNeverTrap() {
        let words = ["Down", "Key", "Type", "Sleep", "Wait", "Set", "Resize", "Screenshot", "Caption", "@", "\"", "'",
                     "`", "\\", "/", "3", "0.5s", "ms", "x", "#", " ", "Ctrl+", "TypingSpeed", "\u{1B}", "é", "60x20", ".svg"]
        var random = SeededRandom(seed: 77)
        for _ in 0..<3000 {
            let line = (0..<random.next(in: 1...6)).map { _ in random.element(of: words) }.joined()
            if let message = error(line) {
                #expect(message.hasPrefix("fruitstand-tui: demo.tape:1: "), "\(line)")
                #expect(!message.contains { $0.isNewline })
            }
        }
    }
}

import DiffableTUITesting
import Foundation
import PickUI
import Testing

/// The picker in an inline region, headless: the region fits its content (as `pick` asks the
/// inline backend to), up to the driver's height.
@MainActor
struct PickerTests {
    private func launch(_ lines: [String], size: Size = Size(width: 40, height: 6)) -> (HeadlessDriver, Picker) {
        let driver = HeadlessDriver(size: size, colorDepth: .indexed256)
        driver.backend.fitsHeightToContent = true
        let picker = Picker(host: driver)
        driver.window.rootView = picker
        picker.field.becomeFirstResponder()
        picker.append(lines)
        picker.endOfInput()
        driver.runUntilIdle()
        return (driver, picker)
    }

    /// The list's rows that show a line, without the padding.
    private func rows(_ driver: HeadlessDriver) -> [String] {
        driver.screenLines.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private let fruit = ["apple", "banana", "cherry", "banana split", "damson", "elderberry", "fig", "grape"]

    @Test func showsTheLinesBelowThePrompt() {
        let (driver, _) = launch(fruit)
        assertSnapshot(of: driver, as: .screen)
    }

    /// The region is as tall as the prompt and the lines, up to the most it may take.
    @Test func theRegionFitsItsLines() {
        let (short, _) = launch(["only", "two"])
        #expect(short.screen.size == Size(width: 40, height: 3))
        let (tall, _) = launch(fruit)
        #expect(tall.screen.size == Size(width: 40, height: 6))
    }

    /// Typing narrows the list: the rows that stop matching fade out, then the rest slide up;
    /// the match is highlighted in every row. Checked mid-flight and at rest.
    @Test func typingNarrowsTheListWithAnAnimation() {
        let (driver, _) = launch(fruit)
        driver.recordsFrames = true
        driver.type("an")
        driver.runUntilIdle()
        let frames = driver.frames
        #expect(frames.count > 10, "the narrowing animates")
        // "a" starts cherry fading; "an" then fades apple out and closes its row while cherry
        // still fades below banana.
        let fading = frames.first { $0.lines()[0].contains("2/8") && $0.lines().joined().contains("apple") }
        #expect(fading != nil, "a frame with apple fading out")
        if let fading { assertSnapshot(of: fading, as: .screen, named: "fading") }
        let sliding = frames.first { !$0.lines().joined().contains("apple") && $0.lines().joined().contains("cherry") }
        #expect(sliding != nil, "a frame with apple's row closed and cherry still leaving")
        if let sliding { assertSnapshot(of: sliding, as: .screen, named: "sliding") }
        assertSnapshot(of: driver, as: .screen, named: "settled")
        #expect(rows(driver) == ["banana", "banana split"])
        #expect(driver.screen[2, 2].style.attributes.contains(.underline), "the match in \"banana split\"")
    }

    @Test func arrowsMoveAndEnterPrintsTheLine() {
        let (driver, _) = launch(fruit)
        driver.press(.down, .down, .up, .down)
        driver.press(.enter)
        #expect(driver.result as? String == "cherry")
        #expect(driver.exitCode == 0)
    }

    /// Enter chooses among the matches, the first one after a new query.
    @Test func enterChoosesAmongTheMatches() {
        let (driver, _) = launch(fruit)
        driver.press(.down, .down)
        driver.type("rr")
        driver.runUntilIdle()
        driver.press(.down, .enter)
        #expect(driver.result as? String == "elderberry")
    }

    /// Enter typed right after the letters, before the filter answered them, chooses among
    /// the matches of what was typed, not among the lines shown when Enter came.
    @Test func enterBeforeTheFilterAnswersWaitsForIt() {
        let (driver, _) = launch(fruit)
        driver.send(.key(.character("f")), .key(.character("i")), .key(.enter))
        #expect(!driver.isTerminated)
        driver.runUntilIdle()
        #expect(driver.result as? String == "fig")
    }

    @Test func escCancels() {
        let (driver, _) = launch(fruit)
        driver.type("x")
        driver.press(.escape)
        #expect(driver.exitCode == 1)
        #expect(driver.result == nil)
    }

    @Test func enterWithNoMatchDoesNothing() {
        let (driver, _) = launch(fruit)
        driver.type("zzz")
        driver.runUntilIdle()
        driver.press(.enter)
        #expect(!driver.isTerminated)
        #expect(driver.screenText.contains("0/8"))
    }

    /// Lines that arrive while the user types are filtered too; the count says more may come
    /// until the input ends.
    @Test func linesArrivingLaterAreFilteredToo() {
        let driver = HeadlessDriver(size: Size(width: 40, height: 6))
        let picker = Picker(host: driver)
        driver.window.rootView = picker
        picker.field.becomeFirstResponder()
        picker.append(["apple", "banana"])
        driver.type("an")
        picker.append(["mango", "kiwi"])
        driver.runUntilIdle()
        #expect(driver.screenLines[0].hasSuffix("2/4 …"))
        picker.endOfInput()
        #expect(driver.screenLines[0].hasSuffix("2/4"))
        #expect(rows(driver) == ["banana", "mango"])
    }

    /// A hundred thousand lines: every filter runs in the background, each letter looks only at
    /// the last letter's matches, and the result is what filtering from scratch gives.
    @Test func largeInputsAreFilteredInTheBackground() {
        let lines = (1...100_000).map(String.init)
        let (driver, picker) = launch(lines, size: Size(width: 60, height: 10))
        let before = driver.backgroundWorkDuration
        driver.type("123")
        driver.runUntilIdle()
        #expect(driver.backgroundWorkDuration > before)
        let expected = lines.indices.filter { lines[$0].contains("123") }
        #expect(picker.filtered?.matches == expected)
        #expect(driver.screenLines[1].trimmingCharacters(in: .whitespaces) == "123")
        #expect(driver.screenText.contains("\(expected.count)/100000"))
    }

    /// Backspace back to a query typed before shows its matches again without any background
    /// work (the update that narrowed from it, turned around); the screen and the matches are
    /// those of filtering from scratch, and the next letter filters from them.
    @Test func backspaceGoesBackWithoutFilteringAgain() {
        let lines = (1...100_000).map(String.init)
        let (driver, picker) = launch(lines, size: Size(width: 60, height: 10))
        driver.type("12")
        driver.runUntilIdle()
        for (query, remaining) in [("1", 1), ("", 0)] {
            let before = driver.backgroundWorkDuration
            driver.press(.backspace)
            #expect(driver.backgroundWorkDuration == before, "no work in the background back to \(query.debugDescription)")
            driver.runUntilIdle()
            let expected = lines.indices.filter { query.isEmpty || lines[$0].contains(query) }
            #expect(picker.field.text.count == remaining)
            #expect(picker.filtered?.matches == expected)
            #expect(driver.screenText.contains("\(expected.count)/100000"))
            #expect(driver.screenLines[1].trimmingCharacters(in: .whitespaces) == lines[expected[0]])
        }
        driver.type("9")
        driver.runUntilIdle()
        #expect(picker.filtered?.matches == lines.indices.filter { lines[$0].contains("9") })
    }

    /// Widening further than one step (Ctrl-U after three letters, Ctrl-W after a word) reuses
    /// what was matched, and the screen always shows what filtering from scratch shows.
    @Test func wideningByMoreThanALetterShowsWhatFilteringFromScratchShows() {
        let lines = (1...20_000).map { "\($0) \($0 % 97)" }
        let (driver, picker) = launch(lines, size: Size(width: 60, height: 10))
        func expectMatches(_ query: String, _ comment: Comment) {
            #expect(picker.field.text == query, comment)
            #expect(picker.filtered?.matches == lines.indices.filter { query.isEmpty || lines[$0].contains(query) }, comment)
            let shown = driver.screenLines.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            let expected = lines.filter { query.isEmpty || $0.contains(query) }.prefix(shown.count)
            #expect(shown == Array(expected), comment)
        }
        driver.type("123")
        driver.runUntilIdle()
        driver.press(.control("u"))
        driver.runUntilIdle()
        expectMatches("", "Ctrl-U back to the empty query")
        driver.type("12 3")
        driver.runUntilIdle()
        expectMatches("12 3", "a word typed after it")
        driver.press(.control("w"))
        driver.runUntilIdle()
        expectMatches("12 ", "Ctrl-W deletes the word")
        driver.press(.control("w"))
        driver.runUntilIdle()
        expectMatches("", "and the one before with the space after it")
    }
}

@Suite("Query")
struct QueryTests {
    @Test func smartCase() {
        #expect(Query("ban").match(in: "Banana") == 0..<3)
        #expect(Query("Ban").match(in: "banana") == nil)
        #expect(Query("Ban").match(in: "a Banana") == 2..<5)
        #expect(Query("").match(in: "anything") == 0..<0)
        #expect(Query("é").match(in: "café") == 3..<5)
    }

    /// Filtering from the last letter's matches gives what filtering from scratch does, on
    /// seeded random lines and queries that grow, shrink and change.
    @Test(arguments: 1...10) func narrowingAgreesWithFilteringFromScratch(seed: UInt64) {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet = Array("abcAB ")
        var lines = Lines()
        var previous: Filtered?
        var text = ""
        for _ in 0..<30 {
            lines.append(contentsOf: (0..<next(50)).map { _ in String((0..<next(8)).map { _ in alphabet[next(alphabet.count)] }) })
            switch next(3) {
            case 0: text.append(alphabet[next(alphabet.count)])
            case 1: if !text.isEmpty { text.removeLast() }
            default: text = String(alphabet[next(alphabet.count)])
            }
            let narrowed = Filtered(lines: lines, query: Query(text), narrowing: previous)
            let scratch = Filtered(lines: lines, query: Query(text))
            #expect(narrowed.matches == scratch.matches, "query \(text.debugDescription)")
            previous = narrowed
        }
    }
}

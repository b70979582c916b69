@testable import DiffableTUI
import TestSupport
@testable import FruitStand

/// Runs the headless app on an inventory of random titles, as `--inventory` would, at a random
/// size (too small, narrow, compact, with the sidebar, wide), with a few random keys, typed
/// filter text and resizes, checking every frame the app presents: the key fuzzer's
/// invariants (rows exactly as wide as the screen, each item drawn once, nothing drawn outside
/// its frame), plus whole card borders; at rest, the panes equal fresh renders.
@MainActor
struct InventoryScreenRun {
    static let sizes: [Size] = [
        Size(width: 40, height: 12), Size(width: 46, height: 15), Size(width: 60, height: 20), Size(width: 69, height: 24),
        Size(width: 70, height: 24), Size(width: 80, height: 24), Size(width: 104, height: 30), Size(width: 150, height: 40),
        Size(width: 30, height: 10),
    ]
    static let keys: [Key] = [
        .down, .down, .up, .right, .left, .tab, .backTab, .home, .end, .pageDown, .enter, .character(" "),
        .character("a"), .character("d"), .character("s"), .character("+"), .character("-"), .character("w"),
        .character("r"), .character("?"),
    ]
    static let depths: [ColorDepth] = [.indexed256, .monochrome, .ansi16, .truecolor, .ansi8]

    var generator: SeededGenerator
    private(set) var frames = 0
    private(set) var log: [String] = []
    /// The screen when a check failed.
    private(set) var screen: String?

    /// Plays a short random session on `inventory`; returns the problems of the first frame
    /// that had any.
    mutating func run(_ inventory: Inventory) async -> [String] {
        var size = Self.sizes.randomElement(using: &generator)!
        let depth = Self.depths.randomElement(using: &generator)!
        let app = await launchApp(size: size, colorDepth: depth, source: .provided(inventory), settle: false)
        app.driver.window.renderTrace = RenderTrace()
        log = ["launch \(size.width)x\(size.height) \(depth)"]
        var seen = -1
        for event in 0..<Int.random(in: 4...12, using: &generator) {
            // Frames pass (the first event waits for the fetch); each new one is checked.
            let pause = event == 0 ? 60 : [0, 1, 2, 3, 5, 8, 13, 30].randomElement(using: &generator)!
            for _ in 0..<pause {
                await app.pass(1.0 / 60)
                let problems = check(app, size: size, seen: &seen)
                if !problems.isEmpty { return problems }
            }
            log.append(send(to: app, size: &size))
            let problems = check(app, size: size, seen: &seen)
            if !problems.isEmpty { return problems }
        }
        var waited = 0
        while !app.isIdle || app.session.isLoading, waited < 240 {
            await app.pass(1.0 / 60)
            waited += 1
            let problems = check(app, size: size, seen: &seen)
            if !problems.isEmpty { return problems }
        }
        log.append("at rest")
        if app.isIdle, !app.session.isLoading, !AppKeyFuzzTests.isTooSmall(size) { return FreshRender.problems(app) }
        return []
    }

    /// Sends one random event; returns what it sent.
    private mutating func send(to app: HeadlessRun, size: inout Size) -> String {
        let roll = Int.random(in: 0..<20, using: &generator)
        if roll < 3 {
            size = Self.sizes.randomElement(using: &generator)!
            app.resize(to: size)
            return "resize \(size.width)x\(size.height)"
        }
        if roll < 6 {
            // Filter text: a few graphemes of a random title (a terminal sends no controls as text).
            let text = UnicodeTitles.title(using: &generator).filter { !$0.unicodeScalars.contains { $0.properties.generalCategory == .control } }
            if !app.session.root.filterBar.field.isFirstResponder { app.press(.character("/")) }
            for character in text.prefix(6) { app.press(.character(character)) }
            return "filter \(ScreenInvariants.debug(String(text.prefix(6))))"
        }
        if roll == 6, !AppFuzzer.escapeQuits(app.session) {
            app.press(.escape)
            return "key escape"
        }
        let key = Self.keys.randomElement(using: &generator)!
        app.press(key)
        return "key \(key)"
    }

    /// The problems of the frame on screen, unless it was checked already.
    private mutating func check(_ app: HeadlessRun, size: Size, seen: inout Int) -> [String] {
        let presented = app.driver.backend.statistics.framesPresented
        guard presented != seen else { return [] }
        seen = presented
        frames += 1
        var problems = AppKeyFuzzTests.check(app, size: size, redraws: true)
        problems += TerminalBytes.problems(app.driver.backend.screen, colorDepth: app.driver.window.colorDepth, encoding: frames % 8 == 1)
        if let trace = app.driver.window.renderTrace, !AppKeyFuzzTests.isTooSmall(size) {
            problems += CardBorders.problems(trace: trace, screen: app.driver.backend.screen)
        }
        if !problems.isEmpty { screen = app.text + "\n" + ScreenInvariants.rowDumps(app.driver.backend.screen).joined(separator: "\n") }
        return problems
    }
}

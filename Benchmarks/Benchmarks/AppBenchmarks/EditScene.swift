import Benchmark
import BenchmarkSupport
import DiffableTUI
import FruitStand

/// What a key costs a user at scale (issue 12): the generated stand of `--items N`, headless at
/// 80x24, loaded and at rest, with the keyboard in the fruit pane.
///
/// A key press is timed whole: the event, the state change, the listing, the snapshot build
/// and the diff (which the app hands to its background queue from 20,000 fruit on; headless,
/// that work runs inside `send`), then the frame step that applies the result and draws it.
/// What follows — the rest of the animation, the untimed keys that set up the next press —
/// runs outside the measurement. Two shares are timed besides: the press's main-thread share,
/// the whole less the work the app handed to its background queue
/// (`HeadlessDriver.backgroundWorkDuration`), which is how long a live app would not answer;
/// and, within it, the frame step's, where a result worked out in the background is applied
/// (live, the work itself runs on another thread while the keys keep answering).
@MainActor
final class EditScene {
    private static var scenes: [String: EditScene] = [:]

    /// The scene with `items` fruit, launched once per run.
    static func shared(items: Int) -> EditScene {
        shared("\(items)") { .generated(count: items) }
    }

    /// The scene called `name`, of the stand `source` gives, launched once per run.
    static func shared(_ name: String, source: () -> InventorySource) -> EditScene {
        if let scene = scenes[name] { return scene }
        let scene = EditScene(source: source())
        scenes[name] = scene
        return scene
    }

    let run: HeadlessRun

    private init(source: InventorySource) {
        run = AppLaunch.untilLoaded(source: source)
        press(.tab)
        press(.down)
    }

    /// Nanoseconds to launch and show a stand of `items` fruit: the generated inventory, the
    /// counts, the first snapshot and its frame.
    static func load(items: Int) -> Int {
        load(source: .generated(count: items))
    }

    /// Nanoseconds to launch and show the stand `source` gives (a file is read and counted).
    static func load(source: InventorySource) -> Int {
        nanoseconds { blackHole(AppLaunch.untilLoaded(source: source)) }
    }

    /// Nanoseconds the frame steps of the last `time(_:)` took on the main thread, per timed key.
    private(set) var frameTime = 0
    /// Nanoseconds of the last `time(_:)` spent on the main thread, per timed key.
    private(set) var mainThreadTime = 0
    private var frames = 0

    /// Nanoseconds the action takes, per timed key; `frameTime` says how much of it the frame
    /// steps took.
    func time(_ action: EditAction) -> Int {
        frameTime = 0
        mainThreadTime = 0
        frames = 0
        let whole = wholeTime(action)
        frameTime /= max(frames, 1)
        mainThreadTime /= max(frames, 1)
        return whole
    }

    private func wholeTime(_ action: EditAction) -> Int {
        switch action {
        case .shuffle:
            return timed(.character("s"))
        case .filterKeystroke:
            press(.character("/"))
            let total = "fuji".reduce(0) { $0 + timed(.character($1)) }
            press(.escape)
            return total / 4
        case .backspaceToEmpty:
            type("/f")
            let elapsed = timed(.backspace)
            press(.escape)
            return elapsed
        case .escapeClears:
            type("/fuji")
            return timed(.escape)
        case .rain:
            let elapsed = timed(.character("w"))
            press(.character("w"))
            return elapsed
        case .sunAgain:
            press(.character("w"))
            return timed(.character("w"))
        case .add:
            return timed(.character("a"))
        case .delete:
            return timed(.character("d"))
        case .arrows:
            // Down, up, down, ...: every press moves the focus one row at both sizes (150 downs
            // in a row would reach the end of 100 fruit and then cost nothing), and every
            // iteration starts where the last one did.
            var total = 0
            for index in 0..<300 { total += timed(index.isMultiple(of: 2) ? .down : .up, settle: false) }
            run.driver.runUntilIdle()
            frameTime *= 300
            mainThreadTime *= 300
            return total
        }
    }

    private func timed(_ key: Key, settle: Bool = true) -> Int {
        var frame = 0, frameBackground = Duration.zero
        let background = run.driver.backgroundWorkDuration
        let elapsed = Self.nanoseconds {
            run.driver.send(.key(key))
            let beforeFrame = run.driver.backgroundWorkDuration
            frame = Self.nanoseconds { run.driver.advance(by: 1.0 / Double(run.driver.framesPerSecond)) }
            frameBackground = run.driver.backgroundWorkDuration - beforeFrame
        }
        // Work the frame hands to the background queue (freeing a replaced store) runs
        // inline headless; live it runs on another thread, so neither share counts it.
        frameTime += frame - SideBySide.nanoseconds(frameBackground)
        mainThreadTime += elapsed - SideBySide.nanoseconds(run.driver.backgroundWorkDuration - background)
        frames += 1
        if settle { run.driver.runUntilIdle() }
        return elapsed
    }

    private func press(_ key: Key) {
        run.driver.send(.key(key))
        run.driver.runUntilIdle()
    }

    private func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    private static func nanoseconds(_ body: () -> Void) -> Int {
        SideBySide.nanoseconds(ContinuousClock().measure(body))
    }
}

/// The keys issue 12 times at 100 and at 1,000,000 fruit.
enum EditAction: String, CaseIterable, CustomStringConvertible {
    case shuffle = "s shuffle"
    case filterKeystroke = "filter keystroke"
    case backspaceToEmpty = "Backspace to an empty filter"
    case escapeClears = "Esc clears the filter"
    case rain = "w to rain"
    case sunAgain = "w back to sunny"
    case add = "a add"
    case delete = "d delete"
    case arrows = "300 arrow keys"

    var description: String { rawValue }

    /// The keys issue 25 times with a million names.
    static let manyNames: [EditAction] = [.add, .delete, .shuffle, .filterKeystroke]
}

import Benchmark
import BenchmarkSupport
import DiffableTUI
import PickUI

/// `pick` answering keys, headless, at 100 and at 1,000,000 lines side by side (issue 26: every
/// key answered within a frame on the main thread).
///
/// Each key is timed in its parts: *main thread*, the key's own turn less the filtering it hands
/// to the background (`HeadlessDriver.backgroundWorkDuration`), which is how long a live pick
/// would not answer; *apply frame*, the next turn, which applies the filtered snapshot and draws
/// the first frame of the narrowing; *background*, the filter, snapshot and diff off the main
/// thread. Names are `pick <key>`; `Benchmarks/Reports/PickBenchmarks.py` prints the table.
let benchmarks: @Sendable () -> Void = {
    let sizes = [100, 1_000_000]
    func metric(_ what: String, _ lines: Int) -> BenchmarkMetric {
        SideBySide.nanosecondsMetric("\(SideBySide.label(lines)) \(what)")
    }
    let configuration = Benchmark.Configuration(
        metrics: sizes.flatMap { lines in PickScene.parts.map { metric($0, lines) } },
        timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 9)
    for key in PickKey.allCases {
        Benchmark("pick \(key)", configuration: configuration) { benchmark in
            let times = await MainActor.run {
                var times: [(BenchmarkMetric, Int)] = []
                SideBySide.round(sizes.map { lines in {
                    let parts = PickScene.shared(lines: lines).time(key)
                    times += zip(PickScene.parts, parts).map { (metric($0, lines), $1) }
                } })
                return times
            }
            for (metric, value) in times { benchmark.measurement(metric, value) }
        }
    }
}

/// The keys timed, each from the state a user reaches it in.
enum PickKey: String, CaseIterable, CustomStringConvertible {
    /// The first letter of a query: every line is looked at.
    case firstLetter = "first letter"
    /// A second letter: only the first letter's matches are looked at.
    case nextLetter = "next letter"
    /// Backspace back to the empty query: every line comes back.
    case backspaceToEmpty = "backspace to empty"
    /// A word pasted on the empty query: every line is looked at, few match.
    case pastedWord = "pasted word"

    var description: String { rawValue }
}

/// A picker of `lines` numbered lines in an 80x10 region, as `seq 1 N | pick` shows them.
@MainActor
final class PickScene {
    nonisolated static let parts = ["main thread", "apply frame", "background"]
    private static var scenes: [Int: PickScene] = [:]

    static func shared(lines: Int) -> PickScene {
        if let scene = scenes[lines] { return scene }
        let scene = PickScene(lines: lines)
        scenes[lines] = scene
        return scene
    }

    let driver = HeadlessDriver(size: Size(width: 80, height: 10), colorDepth: .indexed256)
    let picker: Picker

    init(lines: Int) {
        picker = Picker(host: driver)
        driver.window.rootView = picker
        picker.field.becomeFirstResponder()
        picker.append((1...lines).map(String.init))
        picker.endOfInput()
        driver.runUntilIdle()
    }

    /// How many times each key was timed.
    private var rounds: [PickKey: Int] = [:]

    /// Brings the query to where `key` is pressed (untimed), times the key in its parts (ns),
    /// and lets the narrowing end.
    ///
    /// pick remembers what recent queries matched, so each round types a letter (and pastes a
    /// word) it has not filtered for lately: a digit from a different round than the last ten,
    /// whose 40% of the lines leave no room among the recent queries for the digit typed ten
    /// rounds before, and a word it never saw.
    func time(_ key: PickKey) -> [Int] {
        let round = rounds[key, default: 0]
        rounds[key] = round + 1
        let digit = { (offset: Int) in Character(String((round + offset) % 10)) }
        switch key {
        case .firstLetter, .pastedWord: break
        case .nextLetter, .backspaceToEmpty: settle(.character(digit(0)))
        }
        let event: Event = switch key {
        case .firstLetter: .key(.character(digit(0)))
        case .nextLetter: .key(.character(digit(5)))
        case .backspaceToEmpty: .key(.backspace)
        case .pastedWord: .paste(String(100 + round))
        }
        let clock = ContinuousClock()
        let background = driver.backgroundWorkDuration
        let turn = clock.measure { driver.send(event) }
        let filtering = driver.backgroundWorkDuration - background
        let apply = clock.measure { driver.advance(by: 1.0 / 60) }
        driver.runUntilIdle()
        settle(.control("u"))
        return [SideBySide.nanoseconds(turn - filtering), SideBySide.nanoseconds(apply), SideBySide.nanoseconds(filtering)]
    }

    private func settle(_ key: Key) {
        driver.send(.key(key))
        driver.runUntilIdle()
    }
}

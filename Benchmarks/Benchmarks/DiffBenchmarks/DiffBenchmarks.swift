import Benchmark
import BenchmarkSupport
import DiffableTUI

/// Snapshot diff and snapshot build against `CollectionDifference` and the dictionary
/// floors.
///
/// Names are `diff <ID> <n> <scenario>` (the snapshot algorithms side by side, one metric
/// each), `diff <ID> <n> <scenario> collectionDifference`, `outline <ID> <n>` (the build
/// orders side by side) and `memory <ID> <n> <what>`;
/// `Benchmarks/Reports/DiffBenchmarks.py` turns the exported medians into ratio tables.
let benchmarks: @Sendable () -> Void = {
    for scenario in Scenario.allCases {
        for count in scenario.counts {
            registerDiffs(Int.self, scenario, count: count)
            registerDiffs(String.self, scenario, count: count)
        }
    }
    registerAgain(Int.self, count: 1_000_000)
    registerAgain(String.self, count: 1_000_000)
    registerOutlineBuilds()
    registerMemory(Int.self, count: 1_000_000)
    registerMemory(String.self, count: 1_000_000)
}

/// Fewer rounds as inputs grow, so the default run stays within minutes.
func configuration(count: Int, metrics: [BenchmarkMetric], slow: Bool = false) -> Benchmark.Configuration {
    let (iterations, seconds): (Int, Int64) = switch count {
    case ..<100_000: (21, 4)
    case ..<1_000_000: (21, 8)
    default: (7, 20)
    }
    return .init(
        metrics: metrics,
        timeUnits: .nanoseconds,
        warmupIterations: 1,
        maxDuration: .seconds(slow ? 1 : seconds),
        maxIterations: slow ? 3 : iterations
    )
}

/// The snapshot algorithms of one input, timed side by side (`Benchmark.sideBySide`): each
/// round runs every one of them once and records each time as its own metric.
/// `CollectionDifference`, seconds where the others take milliseconds, runs alone.
func registerDiffs<ID: BenchmarkIdentifier>(_: ID.Type, _ scenario: Scenario, count: Int) {
    let algorithms = Algorithm.sideBySide
    let metrics = algorithms.map(\.metric)
    let name = "diff \(ID.label) \(SideBySide.label(count)) \(scenario)"
    Benchmark(
        name,
        configuration: configuration(count: count, metrics: metrics),
        closure: { benchmark, input in
            benchmark.sideBySide(algorithms.map { algorithm in (algorithm.metric, { algorithm.run(input) }) })
        },
        setup: { InputCache.input(scenario, count: count, as: ID.self) }
    )
    let stdlib = Algorithm.collectionDifference
    guard !stdlib.isSkipped(scenario, count: count) else { return }
    Benchmark(
        "\(name) \(stdlib)",
        configuration: configuration(count: count, metrics: [.wallClock], slow: stdlib.isSlow(scenario)),
        closure: { benchmark, input in
            for _ in benchmark.scaledIterations {
                stdlib.run(input)
            }
        },
        setup: { InputCache.input(scenario, count: count, as: ID.self) }
    )
}

/// Heap cost per item: a built snapshot beyond its identifiers, and the peak extra bytes
/// of one mixed and one reversed diff (working memory plus the changeset).
func registerMemory<ID: BenchmarkIdentifier>(_: ID.Type, count: Int) {
    let metric = BenchmarkMetric.custom("bytes per item x100")
    let config = Benchmark.Configuration(
        metrics: [metric], timeUnits: .nanoseconds, warmupIterations: 0, maxDuration: .seconds(5), maxIterations: 3)
    Benchmark(
        "memory \(ID.label) \(SideBySide.label(count)) snapshot",
        configuration: config,
        closure: { benchmark, input in
            // Built from a copy of the identifiers made inside the probe: a snapshot may
            // share its caller's array, and shared bytes must be counted once, not never.
            let bytes = MemoryProbe.liveBytes { DiffInput<ID>.snapshot([SectionItems(section: 0, items: input.old.map { $0 })]) }
            let identifiers = count * MemoryLayout<ID>.stride
            benchmark.measurement(metric, (bytes - identifiers) * 100 / count)
        },
        setup: { InputCache.input(.mixed, count: count, as: ID.self) }
    )
    for scenario in [Scenario.mixed, .reversed] {
        Benchmark(
            "memory \(ID.label) \(SideBySide.label(count)) \(scenario)-diff-peak",
            configuration: config,
            closure: { benchmark, input in
                let bytes = MemoryProbe.peakLiveBytes { diff(from: input.oldSnapshot, to: input.newSnapshot) }
                benchmark.measurement(metric, bytes * 100 / count)
            },
            setup: { InputCache.input(scenario, count: count, as: ID.self) }
        )
    }
}

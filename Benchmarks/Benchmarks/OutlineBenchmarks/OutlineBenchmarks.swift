import Benchmark
import BenchmarkSupport
import DiffableTUI

/// Outline (section snapshot) updates against the same change made through a flat snapshot
/// (issue 24: at most 2x), each timed whole on the main actor, the collection view in a
/// window: building the change, the diff, the view update.
///
/// Names are `stream 100k` (StreamScene) and `expand collapse 10k` (ExpansionScene); each
/// round makes one change in every window, the first contender in turn, and records each
/// contender's time as its own metric. `Benchmarks/Reports/OutlineBenchmarks.py` prints the
/// ratios of the medians.
let benchmarks: @Sendable () -> Void = {
    let configuration = { (metrics: [BenchmarkMetric]) in
        Benchmark.Configuration(
            metrics: metrics, timeUnits: .microseconds, warmupIterations: 2, maxDuration: .seconds(30), maxIterations: 41)
    }

    let stream = StreamScene.Contender.allCases.map { ($0, SideBySide.nanosecondsMetric($0.rawValue)) }
    Benchmark("stream \(SideBySide.label(StreamScene.rows))", configuration: configuration(stream.map(\.1))) { benchmark in
        let times = await MainActor.run {
            var times: [(BenchmarkMetric, Int)] = []
            SideBySide.round(stream.map { contender, metric in { times.append((metric, StreamScene.shared.update(contender))) } })
            StreamScene.shared.advance()
            return times
        }
        for (metric, value) in times { benchmark.measurement(metric, value) }
    }

    // Each iteration expands, then collapses: both rounds side by side.
    let expansion = ["expand", "collapse"].map { change in
        ExpansionScene.Contender.allCases.map { ($0, SideBySide.nanosecondsMetric("\($0.rawValue) \(change)")) }
    }
    Benchmark(
        "expand collapse \(SideBySide.label(ExpansionScene.children))", configuration: configuration(expansion.flatMap { $0.map(\.1) })
    ) { benchmark in
        let times = await MainActor.run {
            var times: [(BenchmarkMetric, Int)] = []
            for change in expansion {
                SideBySide.round(change.map { contender, metric in { times.append((metric, ExpansionScene.shared.toggle(contender))) } })
                ExpansionScene.shared.advance()
            }
            return times
        }
        for (metric, value) in times { benchmark.measurement(metric, value) }
    }
}

import Benchmark
import BenchmarkSupport
import DiffableTUI

/// Frames of a 200x60 list at 100 and at 1,000,000 items (issue 4: at most 1.2x), the cells a
/// collection view makes while paging through 1,000,000 items, and the frame pipeline's work
/// per frame of a 120x35 log list following a stream (issue 24, `StreamScene`).
///
/// Names are `frame <n> <kind>`, `paging 1M <what>` and `stream 120x35`;
/// `Benchmarks/Reports/FrameBenchmarks.py` prints the ratios and the stream frame's parts.
let benchmarks: @Sendable () -> Void = {
    for count in FrameScene.counts {
        for kind in FrameKind.allCases {
            Benchmark(
                "frame \(SideBySide.label(count)) \(kind)",
                configuration: .init(
                    metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds,
                    warmupIterations: 3, maxDuration: .seconds(3), maxIterations: 200)
            ) { benchmark in
                let scene = await MainActor.run { FrameScene.shared(count: count) }
                let iterations = benchmark.scaledIterations
                benchmark.startMeasurement()
                await MainActor.run {
                    for _ in iterations { scene.frame(kind) }
                }
                benchmark.stopMeasurement()
            }
        }
    }
    let render = SideBySide.nanosecondsMetric("render"), diff = SideBySide.nanosecondsMetric("diff")
    Benchmark(
        "stream 120x35",
        configuration: .init(metrics: [render, diff], timeUnits: .nanoseconds, warmupIterations: 12, maxDuration: .seconds(5), maxIterations: 600)
    ) { benchmark in
        let scene = await MainActor.run { StreamScene.shared }
        for _ in benchmark.scaledIterations {
            let times = await MainActor.run { scene.frame() }
            benchmark.measurement(render, times.render)
            benchmark.measurement(diff, times.diff)
        }
    }
    let created = BenchmarkMetric.custom("cells created", useScalingFactor: false)
    let pages = BenchmarkMetric.custom("pages", useScalingFactor: false)
    Benchmark(
        "paging 1M",
        configuration: .init(metrics: [.wallClock, created, pages], timeUnits: .nanoseconds, warmupIterations: 0, maxDuration: .seconds(60), maxIterations: 1)
    ) { benchmark in
        let result = await MainActor.run { FrameScene.pageThroughAMillion() }
        benchmark.measurement(created, result.created)
        benchmark.measurement(pages, result.pages)
    }
}

/// What one measured frame does.
enum FrameKind: String, CaseIterable, CustomStringConvertible {
    /// Reload the data and draw: layout preparation, every visible cell dequeued and
    /// configured, drawing, and the frame pipeline's diff.
    case first
    /// Jump to a random place and draw: every visible cell recycled and configured again.
    case jump
    /// Scroll one row and draw: one cell in, one out.
    case scroll
    /// Draw again with nothing changed.
    case redraw

    var description: String { rawValue }
}

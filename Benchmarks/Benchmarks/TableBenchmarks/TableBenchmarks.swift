import Benchmark
import BenchmarkSupport
import DiffableTUI

/// Tables at scale (issue 28): a 200x60 table's frames at 5,000 and 1,000,000 rows side by side
/// (at most 1.2x), and a re-sort and a filter at 1,000,000 rows, split into the background
/// queue's share (sort or filter, build, diff) and the main thread's (apply and first frame).
///
/// Names are `table frame <kind>`, `table re-sort 1M` and `table filter 1M`;
/// `Benchmarks/Reports/TableBenchmarks.py` prints the tables.
let benchmarks: @Sendable () -> Void = {
    let sizes = [5_000, 1_000_000]
    for kind in TableFrame.allCases {
        let metrics = sizes.map { SideBySide.nanosecondsMetric("\(SideBySide.label($0)) frame") }
        Benchmark(
            "table frame \(kind.rawValue)",
            configuration: .init(metrics: metrics, timeUnits: .microseconds, warmupIterations: 3, maxDuration: .seconds(4), maxIterations: 300)
        ) { benchmark in
            let times = await MainActor.run {
                var times: [(BenchmarkMetric, Int)] = []
                SideBySide.round(zip(sizes, metrics).map { rows, metric in
                    { times.append((metric, TableScene.shared(rows: rows).frame(kind))) }
                })
                return times
            }
            for (metric, value) in times { benchmark.measurement(metric, value) }
        }
    }
    let background = SideBySide.nanosecondsMetric("background")
    let main = SideBySide.nanosecondsMetric("main thread")
    let apply = SideBySide.nanosecondsMetric("apply")
    let heavy = Benchmark.Configuration(
        metrics: [background, main, apply], timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 8)
    Benchmark("table re-sort 1M", configuration: heavy) { benchmark in
        let (work, onMain, applying) = await MainActor.run {
            let scene = TableScene.shared(rows: 1_000_000)
            let (work, onMain) = scene.resort()
            return (work, onMain, scene.lastApply)
        }
        benchmark.measurement(background, work)
        benchmark.measurement(main, onMain)
        benchmark.measurement(apply, applying)
    }
    Benchmark("table filter 1M", configuration: heavy) { benchmark in
        let (work, onMain, applying) = await MainActor.run {
            let scene = TableScene.shared(rows: 1_000_000)
            let (work, onMain) = scene.filter()
            return (work, onMain, scene.lastApply)
        }
        benchmark.measurement(background, work)
        benchmark.measurement(main, onMain)
        benchmark.measurement(apply, applying)
    }
}

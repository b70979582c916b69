import Benchmark
import BenchmarkSupport
import DiffableTUI
import FruitStand

/// The app as a user meets it, headless: a large inventory file from launch to the loaded
/// stand (issue 11: 1,010,187 apples in ≤ 3 s and ≤ 300 MB), and animated frames while the
/// state file is saved (issue 11: a save never stalls a frame).
///
/// Names are `load <what>`, `frame <when>` and `edit <action>` (issue 12: each key at 100 and at
/// 1,000,000 fruit, side by side, one metric per size); `Benchmarks/Reports/AppBenchmarks.py` prints the tables.
let benchmarks: @Sendable () -> Void = {
    let load = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .peakMemoryResident], timeUnits: .milliseconds,
        warmupIterations: 0, maxDuration: .seconds(30), maxIterations: 3)
    Benchmark("load inventory file 1M: read and decode", configuration: load) { benchmark in
        let path = InventoryFile.large
        benchmark.startMeasurement()
        blackHole(try? Inventory.load(contentsOf: path))
        benchmark.stopMeasurement()
    }
    Benchmark("load inventory file 1M: launch to the loaded stand", configuration: load) { benchmark in
        let path = InventoryFile.large
        benchmark.startMeasurement()
        await MainActor.run { blackHole(AppLaunch.untilLoaded(source: .file(path: path, preloaded: nil))) }
        benchmark.stopMeasurement()
    }

    // Each iteration times only its frame (and, where it belongs there, the inline save), not
    // the set-up around it, so the time is a custom metric measured on the main actor.
    let frameTime = BenchmarkMetric.custom("frame ns", useScalingFactor: false)
    let frames = Benchmark.Configuration(
        metrics: [frameTime], timeUnits: .microseconds, warmupIterations: 3, maxDuration: .seconds(3), maxIterations: 200)
    for when in SaveTiming.allCases {
        Benchmark("frame \(when)", configuration: frames) { benchmark in
            let nanoseconds = await MainActor.run { SaveScene.shared.animatedFrame(when) }
            benchmark.measurement(frameTime, nanoseconds)
        }
    }

    // A key press at scale, timed whole (EditScene), at 100 and at 1,000,000 fruit side by side:
    // each round presses the key at both sizes, the first size in turn, so the 1M/100 ratio
    // compares presses made under the same load; launching is timed from nothing.
    let sizes = [100, 1_000_000]
    func edit(_ what: String, _ items: Int) -> BenchmarkMetric {
        SideBySide.nanosecondsMetric("\(SideBySide.label(items)) \(what)")
    }
    /// One round at both sizes, on the main actor; `measure` gives the measurements at a size.
    func round(_ benchmark: Benchmark, _ measure: @escaping @MainActor (Int) -> [(BenchmarkMetric, Int)]) async {
        let times = await MainActor.run {
            var times: [(BenchmarkMetric, Int)] = []
            SideBySide.round(sizes.map { items in { times += measure(items) } })
            return times
        }
        for (metric, value) in times { benchmark.measurement(metric, value) }
    }
    let keyMetrics = sizes.map { edit("key", $0) }
    let edits = Benchmark.Configuration(
        metrics: keyMetrics + sizes.flatMap { [edit("apply frame", $0), edit("main thread", $0)] },
        timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 7)
    let launches = Benchmark.Configuration(
        metrics: keyMetrics, timeUnits: .milliseconds, warmupIterations: 0, maxDuration: .seconds(30), maxIterations: 4)
    Benchmark("edit load", configuration: launches) { benchmark in
        await round(benchmark) { items in [(edit("key", items), EditScene.load(items: items))] }
    }
    for action in EditAction.allCases {
        Benchmark("edit \(action)", configuration: edits) { benchmark in
            await round(benchmark) { items in
                let scene = EditScene.shared(items: items)
                let whole = scene.time(action)
                return [(edit("key", items), whole), (edit("apply frame", items), scene.frameTime),
                        (edit("main thread", items), scene.mainThreadTime)]
            }
        }
    }
}

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

    // Issue 25: a million apples with a name each, grouped into ten varieties or each its own
    // (as a shop's SKUs), side by side in the same rounds: the load from the file, and the
    // keys at rest. Names are `names <action>`, metrics `<10|1M> names <what> ns`.
    // The files are written when a benchmark first reads them (each benchmark runs in a
    // process of its own), so the memory benchmark's process holds only the one it loads.
    let namings: [(label: String, file: @Sendable () -> String)] = [
        (label: "10", file: { InventoryFile.tenVarieties }), (label: "1M", file: { InventoryFile.ownVarieties }),
    ]
    func named(_ what: String, _ label: String) -> BenchmarkMetric {
        SideBySide.nanosecondsMetric("\(label) names \(what)")
    }
    func namesRound(_ benchmark: Benchmark, _ measure: @escaping @MainActor (_ label: String, _ file: String) -> [(BenchmarkMetric, Int)]) async {
        let files = namings.map { ($0.label, $0.file()) }
        let times = await MainActor.run {
            var times: [(BenchmarkMetric, Int)] = []
            SideBySide.round(files.map { label, file in { times += measure(label, file) } })
            return times
        }
        for (metric, value) in times { benchmark.measurement(metric, value) }
    }
    let nameKeys = namings.map { named("key", $0.label) }
    let nameLoads = Benchmark.Configuration(
        metrics: nameKeys, timeUnits: .milliseconds, warmupIterations: 0, maxDuration: .seconds(60), maxIterations: 3)
    Benchmark("names load", configuration: nameLoads) { benchmark in
        await namesRound(benchmark) { label, file in
            [(named("key", label), EditScene.load(source: .file(path: file, preloaded: nil)))]
        }
    }
    // The memory of the million names alone, in a process of its own (package-benchmark runs
    // each benchmark in one): the peak of reading, counting, sorting and showing them.
    Benchmark("names load 1M: memory", configuration: load) { benchmark in
        let path = InventoryFile.ownVarieties
        benchmark.startMeasurement()
        await MainActor.run { blackHole(AppLaunch.untilLoaded(source: .file(path: path, preloaded: nil))) }
        benchmark.stopMeasurement()
    }
    let nameEdits = Benchmark.Configuration(
        metrics: nameKeys + namings.flatMap { [named("apply frame", $0.label), named("main thread", $0.label)] },
        timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 7)
    for action in EditAction.manyNames {
        Benchmark("names \(action)", configuration: nameEdits) { benchmark in
            await namesRound(benchmark) { label, file in
                let scene = EditScene.shared("names \(label)") {
                    .file(path: file, preloaded: try? Inventory.load(contentsOf: file))
                }
                let whole = scene.time(action)
                return [(named("key", label), whole), (named("apply frame", label), scene.frameTime),
                        (named("main thread", label), scene.mainThreadTime)]
            }
        }
    }
}

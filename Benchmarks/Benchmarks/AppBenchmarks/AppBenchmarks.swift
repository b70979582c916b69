import Benchmark
import DiffableTUI
import FruitStand

/// The app as a user meets it, headless: a large inventory file from launch to the loaded
/// stand (issue 11: 1,010,187 apples in ≤ 3 s and ≤ 300 MB), and animated frames while the
/// state file is saved (issue 11: a save never stalls a frame).
///
/// Names are `load <what>`, `frame <when>` and `edit <items> <action>` (issue 12: each key at
/// 100 and at 1,000,000 fruit); `Benchmarks/Reports/AppBenchmarks.py` prints the tables.
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

    // A key press at scale, timed whole (EditScene); launching is timed from nothing.
    let keyTime = BenchmarkMetric.custom("key ns", useScalingFactor: false)
    let applyTime = BenchmarkMetric.custom("apply frame ns", useScalingFactor: false)
    let mainTime = BenchmarkMetric.custom("main thread ns", useScalingFactor: false)
    let edits = Benchmark.Configuration(
        metrics: [keyTime, applyTime, mainTime], timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 7)
    let launches = Benchmark.Configuration(
        metrics: [keyTime], timeUnits: .milliseconds, warmupIterations: 0, maxDuration: .seconds(20), maxIterations: 3)
    for items in [100, 1_000_000] {
        Benchmark("edit \(items) load", configuration: launches) { benchmark in
            benchmark.measurement(keyTime, await MainActor.run { EditScene.load(items: items) })
        }
        for action in EditAction.allCases {
            Benchmark("edit \(items) \(action)", configuration: edits) { benchmark in
                let (whole, frame, main) = await MainActor.run {
                    let scene = EditScene.shared(items: items)
                    return (scene.time(action), scene.frameTime, scene.mainThreadTime)
                }
                benchmark.measurement(keyTime, whole)
                benchmark.measurement(applyTime, frame)
                benchmark.measurement(mainTime, main)
            }
        }
    }
}

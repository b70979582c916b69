import Benchmark
import DiffableTUI
import MallocInterposerSwift
#if canImport(Glibc)
import Glibc
#endif

/// Memory over a long run (issue item 10): 10,000 animated applies — shuffle, add, delete, each
/// run to its end — in the fruit stand's card grid (`SoakScene`), with the process's resident
/// set and the live heap read after 100, 1,000, 3,000 and 10,000 applies. A leak or a cache
/// that only grows shows as growth between 1,000 and 10,000; the goal is at most 1% of RSS.
///
/// `Benchmarks/Reports/SoakBenchmarks.py` prints the table and the growth ratios.
let benchmarks: @Sendable () -> Void = {
    var metrics: [BenchmarkMetric] = [.wallClock, SoakRun.fewestFrames]
    for checkpoint in SoakRun.checkpoints {
        metrics += [SoakRun.residentMetric(checkpoint), SoakRun.heapMetric(checkpoint)]
    }
    // Plain counts: package-benchmark would otherwise export these as whole megabytes.
    let units = Dictionary(uniqueKeysWithValues: metrics.dropFirst().map { ($0, BenchmarkUnits.count) })
    Benchmark(
        "soak 10000 animated applies",
        configuration: .init(
            metrics: metrics, timeUnits: .seconds, units: units, warmupIterations: 0, maxDuration: .seconds(3_600), maxIterations: 1)
    ) { benchmark in
        let samples = await MainActor.run { SoakRun.run() }
        for sample in samples.memory {
            benchmark.measurement(SoakRun.residentMetric(sample.applies), sample.residentBytes / 1_024)
            benchmark.measurement(SoakRun.heapMetric(sample.applies), sample.heapBytes)
        }
        benchmark.measurement(SoakRun.fewestFrames, samples.fewestFrames)
    }
}

/// One long run of `SoakScene`, sampled at `checkpoints`.
@MainActor
enum SoakRun {
    nonisolated static let checkpoints = [100, 1_000, 3_000, 10_000]
    nonisolated static let fewestFrames = BenchmarkMetric.custom("fewest frames per apply", useScalingFactor: false)

    nonisolated static func residentMetric(_ applies: Int) -> BenchmarkMetric {
        .custom("rss KiB after \(applies)", useScalingFactor: false)
    }

    nonisolated static func heapMetric(_ applies: Int) -> BenchmarkMetric {
        .custom("heap bytes after \(applies)", useScalingFactor: false)
    }

    struct Sample: Sendable {
        var applies: Int
        /// The process's resident set.
        var residentBytes: Int
        /// Heap bytes allocated and not freed since the scene was built (the scene itself is
        /// not counted).
        var heapBytes: Int
    }

    /// Plays the applies and samples memory at each checkpoint; also returns the fewest frames
    /// any apply presented (every one must have animated).
    static func run() -> (memory: [Sample], fewestFrames: Int) {
        let scene = SoakScene()
        var samples: [Sample] = []
        var fewest = Int.max
        samples.reserveCapacity(checkpoints.count)
        MallocInterposerSwift.reset()
        MallocInterposerSwift.hook()
        for checkpoint in checkpoints {
            while scene.applies < checkpoint { fewest = min(fewest, scene.step()) }
            let statistics = MallocInterposerSwift.getStatistics()
            samples.append(Sample(applies: checkpoint, residentBytes: residentBytes(),
                                  heapBytes: statistics.mallocBytesCount - statistics.freeBytesCount))
        }
        MallocInterposerSwift.unhook()
        withExtendedLifetime(scene) {}
        return (samples, fewest)
    }

    /// The resident set, from `/proc/self/statm` (its second field, in pages).
    static func residentBytes() -> Int {
        let descriptor = open("/proc/self/statm", O_RDONLY)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 128)
        let count = read(descriptor, &bytes, bytes.count)
        guard count > 0 else { return 0 }
        let fields = String(decoding: bytes[..<count], as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }
}

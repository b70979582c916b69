import Benchmark
import DiffableTUI
#if canImport(Glibc)
import Glibc
#endif

/// CPU time the process has used, in nanoseconds.
func processCPUTime() -> Int {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return spec.tv_sec * 1_000_000_000 + spec.tv_nsec
}

/// Row animation cost (issue 5): one animated frame of a 200x60 list with all 60 rows in
/// motion (CPU, allocations, bytes written), the frame rate the live run loop reaches over a
/// 0.3 s transition on the system clock, and what an idle app does afterwards.
///
/// `Benchmarks/Reports/AnimationBenchmarks.py` prints the table.
let benchmarks: @Sendable () -> Void = {
    // package-benchmark samples CPU time in 10 ms steps, too coarse for one frame: this plays
    // ten transitions (180 frames, with the ten applies that start them) per iteration and
    // reads the process CPU clock (nanoseconds) around them.
    let cpu = BenchmarkMetric.custom("cpu us", useScalingFactor: false)
    Benchmark(
        "animated frames x180 200x60 60 rows moving",
        configuration: .init(metrics: [.wallClock, cpu], timeUnits: .microseconds, warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 20)
    ) { benchmark in
        let used = await MainActor.run {
            let start = processCPUTime()
            for _ in 0..<180 {
                AnimationScene.shared.ensureAnimating()
                AnimationScene.shared.frame()
            }
            return processCPUTime() - start
        }
        benchmark.measurement(cpu, used / 1_000)
    }

    let bytes = BenchmarkMetric.custom("bytes per frame", useScalingFactor: false)
    Benchmark(
        "animated frame 200x60 60 rows moving",
        configuration: .init(
            metrics: [.wallClock, .cpuTotal, .mallocCountTotal, bytes], timeUnits: .nanoseconds,
            warmupIterations: 18, maxDuration: .seconds(5), maxIterations: 1_800)
    ) { benchmark in
        // The apply that starts a transition (every 18 frames) is not part of a frame.
        await MainActor.run { AnimationScene.shared.ensureAnimating() }
        benchmark.startMeasurement()
        await MainActor.run { AnimationScene.shared.frame() }
        benchmark.stopMeasurement()
        benchmark.measurement(bytes, await MainActor.run { AnimationScene.shared.lastFrameBytes })
    }

    let frames = BenchmarkMetric.custom("frames", useScalingFactor: false)
    let duration = BenchmarkMetric.custom("transition us", useScalingFactor: false)
    Benchmark(
        "live transition 0.3 s",
        configuration: .init(metrics: [frames, duration], timeUnits: .microseconds, warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 10)
    ) { benchmark in
        let result = await LiveRun.shared.transition()
        benchmark.measurement(frames, result.frames)
        benchmark.measurement(duration, result.microseconds)
    }

    let idleFrames = BenchmarkMetric.custom("idle frames", useScalingFactor: false)
    let idleBytes = BenchmarkMetric.custom("idle bytes", useScalingFactor: false)
    let wakeUps = BenchmarkMetric.custom("idle wake-ups", useScalingFactor: false)
    Benchmark(
        "live idle 1 s",
        configuration: .init(metrics: [idleFrames, idleBytes, wakeUps], timeUnits: .microseconds, warmupIterations: 0, maxDuration: .seconds(10), maxIterations: 3)
    ) { benchmark in
        _ = await LiveRun.shared.transition()
        let result = await LiveRun.shared.idle(seconds: 1)
        benchmark.measurement(idleFrames, result.frames)
        benchmark.measurement(idleBytes, result.bytes)
        benchmark.measurement(wakeUps, result.wakeUps)
    }
}

import Foundation

/// How many events a fuzzer runs and from which seeds: fixed defaults for `swift test`, and
/// the environment for long runs (`make fuzz`) and for replaying a failure.
///
/// - `FUZZ_SEED=N`: one lane, seeded N (a failure message names the seed to put here);
/// - `FUZZ_EVENTS=N`: the key fuzzer's events in all (default 10,000);
/// - `FUZZ_APPLIES=N`: the snapshot fuzzer's applies in all (default 1,000);
/// - `FUZZ_TITLES=N`: the text fuzzer's random titles in all (default 2,000);
/// - `FUZZ_LANES=N`: how many seeds share the events (default 4).
public struct FuzzSettings: Sendable {
    /// The seeds to run, one per lane.
    public let seeds: [UInt64]
    /// The events (applies, titles) each lane runs.
    public let perLane: Int
    /// Whether the seed came from `FUZZ_SEED`.
    public let isReplay: Bool

    /// Reads the environment; `variable` names the count (`FUZZ_EVENTS`, ...).
    public init(count variable: String, default total: Int, lanes defaultLanes: Int = 4,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        let total = environment[variable].flatMap { Int($0) }.map { max(1, $0) } ?? total
        if let seed = environment["FUZZ_SEED"].flatMap({ UInt64($0) }) {
            seeds = [seed]
            perLane = total
            isReplay = true
        } else {
            let lanes = environment["FUZZ_LANES"].flatMap { Int($0) }.map { max(1, $0) } ?? defaultLanes
            seeds = (1...UInt64(lanes)).map { $0 }
            perLane = (total + lanes - 1) / lanes
            isReplay = false
        }
    }

    /// What to run to replay a failure of `seed` up to event `index`.
    public func replay(seed: UInt64, index: Int, variable: String, filter: String) -> String {
        "replay: FUZZ_SEED=\(seed) \(variable)=\(index + 1) swift test --filter \(filter)"
    }
}

/// Counts what the fuzzers checked, for the line `make test` prints at the end.
///
/// Each lane writes its own file under `.build/reliability/` (tests run in parallel, so no
/// file is shared); `Scripts/reliability-report` adds them up. `FUZZ_REPORT_DIR` puts them
/// elsewhere (`Scripts/sanitize` does, so that its short runs do not count as `make test`'s).
public enum FuzzReport {
    /// `FUZZ_REPORT_DIR`, or the package's `.build/reliability` directory, found from this
    /// source file's path.
    public static let directory: String = {
        if let directory = ProcessInfo.processInfo.environment["FUZZ_REPORT_DIR"], !directory.isEmpty {
            return directory
        }
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }  // TestSupport, Tests, the package
        return url.appendingPathComponent(".build/reliability").path
    }()

    /// Records that `fuzzer`'s lane `seed` checked `count` events (`unit` names them).
    public static func record(_ fuzzer: String, seed: UInt64, count: Int, unit: String) {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/fuzz-\(fuzzer)-\(seed).txt"
        try? "\(fuzzer)\t\(count)\t\(unit)\n".write(toFile: path, atomically: true, encoding: .utf8)
    }
}

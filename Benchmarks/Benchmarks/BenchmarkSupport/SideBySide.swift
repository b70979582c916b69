import Benchmark
import Synchronization

/// Rounds of contenders timed side by side: each round runs every contender once, starting
/// with a different one each round, and records each result under its own metric.
///
/// On a shared machine whose speed drifts from second to second, times taken in separate runs
/// compare the neighbours' load as much as the code; times taken in the same rounds do not,
/// so the ratios of their medians hold.
public enum SideBySide {
    private static let rounds = Mutex(0)

    /// Calls each of `contenders` once, starting with the next one in turn.
    public static func round(_ contenders: [() -> Void]) {
        guard !contenders.isEmpty else { return }
        let first = rounds.withLock { count in
            defer { count += 1 }
            return count % contenders.count
        }
        for offset in contenders.indices {
            contenders[(first + offset) % contenders.count]()
        }
    }

    /// How benchmark names and metrics write a count: "100", "10k", "1M".
    public static func label(_ count: Int) -> String {
        switch count {
        case 1_000_000...: "\(count / 1_000_000)M"
        case 1_000...: "\(count / 1_000)k"
        default: "\(count)"
        }
    }

    /// The metric a contender's times in nanoseconds are recorded under.
    public static func nanosecondsMetric(_ name: String) -> BenchmarkMetric {
        .custom("\(name) ns", useScalingFactor: false)
    }

    /// A duration in whole nanoseconds.
    public static func nanoseconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds) * 1_000_000_000 + Int(duration.components.attoseconds / 1_000_000_000)
    }
}

extension Benchmark {
    /// One round of `contenders` (see ``SideBySide``): each body is timed once and its time
    /// recorded under its metric.
    public func sideBySide(_ contenders: [(metric: BenchmarkMetric, body: () -> Void)]) {
        SideBySide.round(contenders.map { metric, body in
            { self.measurement(metric, SideBySide.nanoseconds(ContinuousClock().measure(body))) }
        })
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A monotonic source of time, in seconds, for animations.
///
/// Injectable so that tests step animations frame by frame.
@MainActor
public protocol AnimationClock: AnyObject {
    /// Seconds since an arbitrary fixed point; never goes backwards.
    var now: Double { get }
}

/// The real monotonic clock.
@MainActor
public final class SystemAnimationClock: AnimationClock {
    /// The system's monotonic clock (`CLOCK_MONOTONIC`).
    public init() {}

    public var now: Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
    }
}

/// A clock that moves only when told to: tests and headless runs use it to step frames.
@MainActor
public final class ManualAnimationClock: AnimationClock {
    public var now: Double

    /// A clock standing at `now` seconds until it is advanced.
    public init(now: Double = 0) {
        self.now = now
    }

    /// Moves time forward by `seconds`.
    public func advance(by seconds: Double) {
        now += seconds
    }
}

import DiffableTUI

/// The simulated network of seed 000: a fetch that takes a moment and, one day in three,
/// comes back with bad weather.
///
/// Everything it returns is decided by `seed` and the attempt number, so `r` (refetch) in a
/// scripted run is reproducible. The delay goes through `sleep`, which tests and headless runs
/// replace (`ManualSleeper`, or an immediate return) so no test waits on the wall clock.
public struct InventoryService: Sendable {
    /// Where the fruit comes from.
    public var source: InventorySource
    /// The value of `--seed`.
    public var seed: UInt64
    /// The value of `--weather`.
    public var weather: WeatherOption
    /// How long a fetch takes.
    public var latency: Duration
    /// Waits for the latency; must throw `CancellationError` when its task is cancelled.
    public var sleep: @Sendable (Duration) async throws -> Void

    /// The latency the app uses: long enough to see the loading spinner, short enough not to annoy.
    public static let defaultLatency = Duration.milliseconds(800)

    public init(
        source: InventorySource = .builtIn,
        seed: UInt64,
        weather: WeatherOption = .random,
        latency: Duration = InventoryService.defaultLatency,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await MainQueueExecutor.sleep(for: $0) }
    ) {
        self.source = source
        self.seed = seed
        self.weather = weather
        self.latency = latency
        self.sleep = sleep
    }

    /// The weather of fetch number `attempt` (0 for the first, 1 for the first `r`, ...).
    ///
    /// With `.random`, bad one time in three, as in the seed, where `Int.random(in: 0..<3) > 0`
    /// picks the good-weather data: a draw of 0 out of {0, 1, 2} means rain. Each attempt has its
    /// own draw, so refetching may change the weather.
    public func weather(forAttempt attempt: Int) -> Weather {
        switch weather {
        case .good: return .good
        case .bad: return .bad
        case .random:
            var random = SeededRandom(seed: seed).stream(.weather).stream(UInt64(truncatingIfNeeded: attempt))
            return random.next(below: 3) > 0 ? .good : .bad
        }
    }

    /// Fetches the stand: waits `latency`, then returns the inventory with the weather of
    /// `attempt`.
    ///
    /// On a bad day the result's `weather` is `.bad`; its fruit is still there (the stand is
    /// closed, not empty), so the screen shows `EmptyData` until the weather changes. The same
    /// seed and attempt always give the same inventory.
    ///
    /// - Throws: `CancellationError` if the task is cancelled while waiting or building (the `r`
    ///   key cancels a running fetch before starting a new one).
    /// - Complexity: O(n) for `.generated(count: n)`.
    public func fetchInventory(attempt: Int = 0) async throws -> Inventory {
        try await sleep(latency)
        try Task.checkCancellation()
        var inventory: Inventory
        switch source {
        case .builtIn: inventory = .builtIn(seed: seed)
        case .generated(let count): inventory = .generated(count: count, seed: seed)
        case .provided(let provided): inventory = provided
        }
        try Task.checkCancellation()
        inventory.weather = weather(forAttempt: attempt)
        return inventory
    }
}

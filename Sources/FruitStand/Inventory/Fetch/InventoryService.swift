/// The simulated network of seed 000: a fetch that takes a moment and, one day in three,
/// comes back with bad weather.
///
/// Everything it returns is decided by `seed` and the attempt number, so `r` (refetch) in a
/// scripted run is reproducible. The waiting is the session's (on the host's clock); this
/// type only says how long, and does the loading, which the host runs off the main thread.
struct InventoryService: Sendable {
    /// Where the fruit comes from.
    var source: InventorySource
    /// The value of `--seed`.
    var seed: UInt64
    /// The value of `--weather`.
    var weather: WeatherOption
    /// How long a fetch waits before it loads.
    var latency: Duration

    /// The latency the app uses: long enough to see the loading spinner, short enough not to annoy.
    static let defaultLatency = Duration.milliseconds(800)
    /// How many fruit an inventory file's reader reads between looks at `FetchProgress`.
    static let fruitPerStep = 4096

    init(
        source: InventorySource = .builtIn,
        seed: UInt64,
        weather: WeatherOption = .random,
        latency: Duration = InventoryService.defaultLatency
    ) {
        self.source = source
        self.seed = seed
        self.weather = weather
        self.latency = latency
    }

    /// The weather of fetch number `attempt` (0 for the first, 1 for the first `r`, ...).
    ///
    /// With `.random`, bad one time in three, as in the seed, where `Int.random(in: 0..<3) > 0`
    /// picks the good-weather data: a draw of 0 out of {0, 1, 2} means rain. Each attempt has its
    /// own draw, so refetching may change the weather.
    func weather(forAttempt attempt: Int) -> Weather {
        switch weather {
        case .good: return .good
        case .bad: return .bad
        case .random:
            var random = SeededRandom(seed: seed).stream(.weather).stream(UInt64(truncatingIfNeeded: attempt))
            return random.next(below: 3) > 0 ? .good : .bad
        }
    }

    /// What the spinner says while the stand loads.
    var loadingTitle: String {
        if case .file(let path, _) = source {
            return "Reading \(path.split(separator: "/").last.map(String.init) ?? path)…"
        }
        return "Fetching the fruit stand…"
    }

    /// Whether loading reports how far it has got (a file does; the rest is too quick to).
    var reportsProgress: Bool {
        if case .file = source { return true }
        return false
    }

    /// Loads the stand for fetch `attempt`, on the calling thread: the inventory with the
    /// weather of that attempt.
    ///
    /// On a bad day the result's `weather` is `.bad`; its fruit is still there (the stand is
    /// closed, not empty), so the screen shows `EmptyData` until the weather changes. The same
    /// seed and attempt always give the same inventory. A file is read in steps, reporting to
    /// `progress` and stopping early once it is cancelled.
    ///
    /// - Complexity: O(n) for n fruit.
    func loadInventory(attempt: Int = 0, progress: FetchProgress = FetchProgress()) -> Result<Inventory, FetchFailure> {
        load(attempt: attempt, progress: progress).map(\.inventory)
    }

    /// Loads the stand for fetch `attempt`, as `loadInventory` does, with its counts: a
    /// generated stand is counted as it is drawn, any other after it is loaded.
    ///
    /// - Complexity: O(n) for n fruit.
    func loadStand(attempt: Int = 0, progress: FetchProgress = FetchProgress()) -> Result<FetchedStand, FetchFailure> {
        load(attempt: attempt, progress: progress).map { loaded in
            if loaded.counts == nil { progress.begin(.counting(fruit: loaded.inventory.count)) }
            return FetchedStand(inventory: loaded.inventory, counts: loaded.counts)
        }
    }

    /// The inventory of fetch `attempt`, and its counts when they came with it.
    private func load(attempt: Int, progress: FetchProgress) -> Result<(inventory: Inventory, counts: FruitCounts?), FetchFailure> {
        guard !progress.isCancelled else { return .failure(.cancelled) }
        var inventory: Inventory
        var counts: FruitCounts?
        switch source {
        case .builtIn: inventory = .builtIn(seed: seed)
        case .generated(let count): (inventory, counts) = Inventory.generatedStand(count: count, seed: seed)
        case .provided(let provided): inventory = provided
        case .file(_, let preloaded?) where attempt == 0: inventory = preloaded
        case .file(let path, _):
            switch Self.read(path, progress: progress) {
            case .success(let read): inventory = read
            case .failure(let failure): return .failure(failure)
            }
        }
        guard !progress.isCancelled else { return .failure(.cancelled) }
        inventory.weather = weather(forAttempt: attempt)
        return .success((inventory, counts))
    }

    private static func read(_ path: String, progress: FetchProgress) -> Result<Inventory, FetchFailure> {
        do throws(InventoryError) {
            var reader = try InventoryReader(bytes: try Inventory.contents(of: path), file: path)
            while true {
                if let inventory = try reader.read(upTo: fruitPerStep) { return .success(inventory) }
                if progress.isCancelled { return .failure(.cancelled) }
                progress.report(reader.fractionRead)
            }
        } catch {
            return .failure(.unreadable(error))
        }
    }
}

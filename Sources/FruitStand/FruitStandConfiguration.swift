import DiffableTUI

/// How a fruit stand session runs: the data it fetches and how, whether it shows captions
/// and remembers its state. (Reduced motion is the library's switch,
/// `View.setAnimationsEnabled(_:)`, which `--no-animation` turns off.)
public struct FruitStandConfiguration: Sendable {
    /// `--seed`: the stand, the weather of every fetch, added fruit and shuffles.
    public var seed: UInt64
    /// `--weather good|bad|random`.
    public var weather: WeatherOption
    /// The built-in stand, `--items N`, or `--inventory FILE.json`.
    public var source: InventorySource
    /// How long the simulated fetch waits before it loads (on the host's clock).
    public var fetchLatency: Duration
    /// Whether the caption line is shown (scripted runs).
    public var showsCaptions: Bool
    /// Where the state is restored from and saved to; nil neither reads nor writes it.
    public var stateStore: StateStore?
    /// `--accessible` (or `DIFFABLETUI_ACCESSIBLE=1`): the window's accessible mode, for
    /// screen readers and braille displays.
    public var isAccessible = false
    /// Whether saves run off the main thread (live runs) or inline (headless runs, which must
    /// be reproducible). `TerminalRun` turns this on.
    public var savesStateInBackground = false

    public init(
        seed: UInt64 = FruitStandConfiguration.launchSeed(),
        weather: WeatherOption = .random,
        source: InventorySource = .builtIn,
        fetchLatency: Duration = .milliseconds(800),
        showsCaptions: Bool = false,
        stateStore: StateStore? = nil
    ) {
        self.seed = seed
        self.weather = weather
        self.source = source
        self.fetchLatency = fetchLatency
        self.showsCaptions = showsCaptions
        self.stateStore = stateStore
    }

    /// The seed when `--seed` is not given: drawn for each launch (up to eight digits), so
    /// every launch has its own stand and weather, bad one fetch in three as in seed 000 (a
    /// seed by date kept a newcomer's whole day rainy). The help sheet shows it, for
    /// `--seed` to show the same stand again.
    public static func launchSeed() -> UInt64 {
        UInt64.random(in: 0..<100_000_000)
    }

    /// The service the session fetches the stand from.
    var service: InventoryService {
        InventoryService(source: source, seed: seed, weather: weather, latency: fetchLatency)
    }
}

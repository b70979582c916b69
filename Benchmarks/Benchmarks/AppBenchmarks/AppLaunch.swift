import DiffableTUI
import FruitStand

/// Launching the app headless (80x24, seed 7, good weather, no fetch latency) and running it
/// until the stand is loaded and every animation has ended.
@MainActor
enum AppLaunch {
    static func untilLoaded(source: InventorySource) -> HeadlessRun {
        let configuration = FruitStandConfiguration(seed: 7, weather: .good, source: source, fetchLatency: .zero)
        let run = HeadlessRun(size: Size(width: 80, height: 24), colorDepth: .indexed256, configuration: configuration)
        run.driver.runUntilIdle()
        return run
    }
}

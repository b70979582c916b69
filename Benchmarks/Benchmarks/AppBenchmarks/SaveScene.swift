import Dispatch
import DiffableTUI
import FruitStand
import Foundation

/// When a state save happens relative to an animated frame.
enum SaveTiming: String, CaseIterable, CustomStringConvertible {
    /// No save: the frame alone.
    case alone
    /// A save running on another thread while the frame is drawn, as the app saves now.
    case duringABackgroundSave = "during-a-background-save"
    /// A save on the main thread just before the frame, as the app saved before (0.1 s after a
    /// change, in the middle of the 0.3 s animation).
    case afterAnInlineSave = "after-an-inline-save"

    var description: String { rawValue }
}

/// The built-in stand at 80x24, shuffled over and over so that every frame animates, and a
/// state store in a temporary directory.
@MainActor
final class SaveScene {
    static let shared = SaveScene()

    let run: HeadlessRun
    let store: StateStore
    let state: AppState
    let saves = DispatchQueue(label: "SaveScene.saves")

    private init() {
        run = AppLaunch.untilLoaded(source: .builtIn)
        run.driver.send(.key(.tab))
        run.driver.runUntilIdle()
        store = StateStore(directory: FileManager.default.temporaryDirectory.appendingPathComponent("fruitstand-bench-state-\(getpid())").path)
        state = run.state
    }

    /// One animated frame (a shuffle is started first when none is running); returns the
    /// nanoseconds the main thread spent on it.
    func animatedFrame(_ when: SaveTiming) -> Int {
        if run.isIdle { run.driver.send(.key(.character("s"))) }
        let store = store, state = state
        let clock = ContinuousClock()
        let elapsed: Duration
        switch when {
        case .alone:
            elapsed = clock.measure { run.driver.advance(by: 1.0 / 60) }
        case .duringABackgroundSave:
            let done = DispatchSemaphore(value: 0)
            saves.async {
                _ = store.save(state)
                done.signal()
            }
            elapsed = clock.measure { run.driver.advance(by: 1.0 / 60) }
            done.wait()
        case .afterAnInlineSave:
            elapsed = clock.measure {
                _ = store.save(state)
                run.driver.advance(by: 1.0 / 60)
            }
        }
        return Int(elapsed.components.seconds) * 1_000_000_000 + Int(elapsed.components.attoseconds / 1_000_000_000)
    }
}

import Foundation
@testable import FruitStand

/// Checks the promise of saving when idle: once the app has been at rest (nothing animating)
/// with the same state for the save delay plus a frame, the state file holds that state. A
/// kill, which cannot save, loses at most the change still animating and that moment.
@MainActor
struct SaveWatch {
    /// How long the app must rest before the file must hold its state.
    let delay: Double
    private var state: AppState?
    /// Since when the app has been idle with `state`; nil while it animates.
    private var restingSince: Double?

    init(delay: Double) {
        self.delay = delay
    }

    /// Notes the app's state and whether it is at rest now.
    mutating func sample(_ app: HeadlessRun, at time: Double) {
        let session = app.session
        guard session.state.hasLoaded, session.state.pendingRestore == nil else {
            state = nil
            restingSince = nil
            return
        }
        let now = session.currentState()
        if now != state {
            state = now
            restingSince = app.isIdle ? time : nil
        } else if !app.isIdle {
            restingSince = nil
        } else if restingSince == nil {
            restingSince = time
        }
    }

    /// Whether a check means anything now: the app has rested long enough.
    func canCheck(at time: Double) -> Bool {
        guard let restingSince else { return false }
        return time - restingSince >= delay
    }

    /// What is wrong with the file `store` holds, if anything.
    func problems(in store: StateStore, at time: Double) -> [String] {
        let (saved, warnings) = store.load()
        guard warnings.isEmpty else { return ["the state file does not load: \(warnings)"] }
        guard let saved, saved == state else {
            return ["the app has rested since \(restingSince ?? -1) in \(String(describing: state)), "
                + "but at \(time) the state file holds \(String(describing: saved))"]
        }
        return []
    }
}

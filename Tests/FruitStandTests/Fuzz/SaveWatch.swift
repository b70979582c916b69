import Foundation
@testable import FruitStand

/// Checks the promise that makes saving on change worth it: a kill, which cannot save, loses at
/// most the last tenth of a second. The state is sampled after every frame; at any check the
/// file must hold a state the app was in at some moment of the last `delay` seconds.
@MainActor
struct SaveWatch {
    /// How far the file may lag: the save delay plus one frame (a save runs at the start of
    /// the frame it is due in).
    let delay: Double
    private var samples: [(time: Double, state: AppState)] = []

    init(delay: Double) {
        self.delay = delay
    }

    /// Notes the session's state now; forgets samples too old to matter.
    mutating func sample(_ session: FruitStandSession, at time: Double) {
        guard session.hasLoaded, session.pendingRestore == nil else {
            samples.removeAll()
            return
        }
        let state = session.currentState()
        if samples.last?.state != state { samples.append((time, state)) }
        // Keep the last sample at or before the window's start: the state current then.
        while samples.count > 1, samples[1].time <= time - delay { samples.removeFirst() }
    }

    /// Whether a check means anything now: saving has been on for the whole window.
    func canCheck(at time: Double) -> Bool {
        guard let first = samples.first else { return false }
        return first.time <= time - delay
    }

    /// What is wrong with the file `store` holds, if anything.
    func problems(in store: StateStore, at time: Double) -> [String] {
        let (saved, warnings) = store.load()
        guard warnings.isEmpty else { return ["the state file does not load: \(warnings)"] }
        guard let saved, samples.contains(where: { $0.state == saved }) else {
            return ["the state file holds \(String(describing: saved)), which the app was not in during the last \(delay) s: "
                + samples.map { "at \($0.time): \($0.state)" }.joined(separator: "; ")]
        }
        return []
    }
}

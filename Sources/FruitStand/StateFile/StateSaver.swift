import Dispatch

/// Writes the state file without stalling a frame: each save (read the file for a newer
/// version, encode, write a temporary file, fsync, rename) runs on a private serial queue, and
/// its warnings come back on the main actor.
///
/// Saves run one at a time in the order asked, so the file always ends with the last state
/// asked for. Headless runs save inline instead, so a scripted run is exactly reproducible.
final class StateSaver: Sendable {
    let store: StateStore
    /// Where saves run; nil saves on the caller's thread.
    private let queue: DispatchQueue?

    init(store: StateStore, inBackground: Bool) {
        self.store = store
        // A private serial queue, not a global one: a job on a global queue starts
        // libdispatch's once-a-second worker-pool monitor, and an idle app must wake up never.
        queue = inBackground ? DispatchQueue(label: "fruitstand-tui.state") : nil
    }

    /// Saves `state` after any save still running; `completion` receives the warnings on the
    /// main actor (at once when saving inline).
    @MainActor
    func save(_ state: AppState, completion: @escaping @MainActor @Sendable ([String]) -> Void) {
        guard let queue else {
            completion(store.save(state))
            return
        }
        let store = store
        queue.async {
            let warnings = store.save(state)
            DispatchQueue.main.async { MainActor.assumeIsolated { completion(warnings) } }
        }
    }

    /// Saves `state` now, once every earlier save has finished, and returns the warnings: the
    /// save at exit, which must be the last word.
    func saveNow(_ state: AppState) -> [String] {
        guard let queue else { return store.save(state) }
        return queue.sync { store.save(state) }
    }
}

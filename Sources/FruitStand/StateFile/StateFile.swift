/// The state file as a session keeps it: what the file holds, what a background save is
/// writing, and whether a save waits for the app to come to rest, around the `StateSaver`
/// that writes it.
///
/// A state equal to what the file holds, or to what is being written, is not written again.
@MainActor
final class StateFile {
    private let saver: StateSaver
    /// What the file holds: as loaded, or as last saved without a warning.
    private var onDisk: AppState?
    /// The state a background save is writing now.
    private var beingSaved: AppState?
    /// Whether a save waits for the app to come to rest.
    var isSaveScheduled = false

    init(saver: StateSaver, onDisk: AppState?) {
        self.saver = saver
        self.onDisk = onDisk
    }

    /// Saves `state` in the background, unless the file holds it or is being given it;
    /// `warn` receives the warnings of a save that had any.
    func save(_ state: AppState, warn: @escaping @MainActor @Sendable ([String]) -> Void) {
        guard state != onDisk, state != beingSaved else { return }
        beingSaved = state
        saver.save(state) { [weak self] warnings in
            guard let self else { return }
            if beingSaved == state { beingSaved = nil }
            if record(state, warnings) { warn(warnings) }
        }
    }

    /// Saves `state` now (at exit), after any save still running, unless the file holds it.
    /// Returns the save's warnings.
    func saveNow(_ state: AppState) -> [String] {
        guard state != onDisk else { return [] }
        let warnings = saver.saveNow(state)
        _ = record(state, warnings)
        return warnings
    }

    /// Notes what a save of `state` left in the file; true when it warned.
    private func record(_ state: AppState, _ warnings: [String]) -> Bool {
        if warnings.isEmpty { onDisk = state }
        return !warnings.isEmpty
    }
}

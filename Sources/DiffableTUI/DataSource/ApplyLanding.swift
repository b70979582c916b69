/// Runs an apply's completion with its changeset once both the update finished and the
/// changeset is known: the update can finish inside the call that makes it, when nothing
/// animates, before that call returns the changeset.
@MainActor
final class ApplyLanding {
    private let completion: ((SnapshotChangeset?) -> Void)?
    var changeset: SnapshotChangeset?
    private var finished = false

    init(_ completion: ((SnapshotChangeset?) -> Void)?) {
        self.completion = completion
    }

    /// The update is on screen.
    func updateFinished() {
        finished = true
        resumeIfReady()
    }

    /// Runs the completion if the update finished and the changeset is known, once.
    func resumeIfReady() {
        guard finished, let changeset else { return }
        finished = false
        completion?(changeset)
    }
}

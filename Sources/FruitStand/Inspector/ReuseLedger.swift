import DiffableTUI

/// What the reuse inspector (`i`) shows: every reuse queue of the app's two collection views,
/// the registrations that dequeue from it, and what dequeuing did — seed 004 on screen.
///
/// Kept with UIKit's public hooks only, as an app on iOS would: a registration's handler (or
/// the supplementary view provider) reports each view it configures (`configured(_:)`), the
/// views' `prepareForReuse()` reports each one going to its queue (`queued(_:)`), and the
/// delegate's `willDisplay` / `didEndDisplaying` what is on screen (`displayed(_:_:)`).
/// A queue is found by the view's `reuseIdentifier`, which registering by type makes the
/// class name.
@MainActor
final class ReuseLedger {
    /// One reuse identifier's views and what became of them.
    struct Queue: Equatable {
        /// The reuse identifier: the class name.
        let identifier: String
        /// What dequeues from it: the item types of its cell registrations, or the element kind
        /// a supplementary class is registered for.
        let registrations: [String]
        /// Views made (none was waiting when one was dequeued).
        var made = 0
        /// Dequeues that returned a view to configure: made, or taken from the queue.
        var dequeued = 0
        /// Dequeues that took a view from the queue.
        var reused = 0
        /// Views configured again where they were (`reconfigureItems`).
        var reconfigured = 0
        /// Views on screen (between `willDisplay` and `didEndDisplaying`).
        var shown = 0
        /// Views waiting in the queue.
        var waiting = 0
        /// Views in use off screen: prepared just past the visible edges (the collection view
        /// prefetches a margin so a scroll or an update finds them ready). With `shown` and
        /// `waiting`, every view made.
        var prefetched: Int { made - shown - waiting }
    }

    private enum Phase {
        case live
        case queued
    }

    private(set) var queues: [Queue]
    private var phases: [ObjectIdentifier: Phase] = [:]
    private var onScreen: Set<ObjectIdentifier> = []
    /// Called after every change, so the inspector redraws as cells come and go.
    var onChange: (() -> Void)?

    /// A ledger of `queues`, each a reuse identifier and what is registered for it.
    init(queues: [(identifier: String, registrations: [String])]) {
        self.queues = queues.map { Queue(identifier: $0.identifier, registrations: $0.registrations) }
    }

    /// A registration's handler (or the supplementary provider) configures `view`: a view
    /// not seen before was made, one that had gone to the queue was reused, one already in
    /// use is configured in place.
    func configured(_ view: some ReuseReporting) {
        view.reuseLedger = self
        let key = ObjectIdentifier(view)
        change(view) { queue in
            switch phases[key] {
            case nil:
                queue.made += 1
                queue.dequeued += 1
            case .queued:
                queue.reused += 1
                queue.dequeued += 1
                queue.waiting -= 1
            case .live:
                queue.reconfigured += 1
            }
            phases[key] = .live
        }
    }

    /// The queue of `identifier` (a class's `defaultReuseIdentifier`).
    func queue(_ identifier: String) -> Queue? {
        queues.first { $0.identifier == identifier }
    }

    /// `view`'s `prepareForReuse()`: it went to its queue.
    func queued(_ view: CollectionReusableView) {
        let key = ObjectIdentifier(view)
        guard phases[key] == .live else { return }
        change(view) { queue in
            queue.waiting += 1
            phases[key] = .queued
        }
    }

    /// The delegate's `willDisplay` (`isShown`) or `didEndDisplaying` for `view`.
    func displayed(_ view: CollectionReusableView, _ isShown: Bool) {
        let key = ObjectIdentifier(view)
        guard isShown ? onScreen.insert(key).inserted : onScreen.remove(key) != nil else { return }
        change(view) { queue in queue.shown += isShown ? 1 : -1 }
    }

    private func change(_ view: CollectionReusableView, _ body: (inout Queue) -> Void) {
        guard let index = queues.firstIndex(where: { $0.identifier == view.reuseIdentifier }) else { return }
        body(&queues[index])
        onChange?()
    }
}

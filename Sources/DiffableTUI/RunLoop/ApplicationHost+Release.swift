import Diffable

extension ApplicationHost {
    /// Lets go of `value` on the background queue (``performInBackground(_:completion:)``),
    /// never on the main actor: freeing a model or a snapshot of a million records (their
    /// strings, their buffers) takes longer than a frame.
    ///
    /// Pass the last reference the main actor holds — a model just replaced, a value a build
    /// made that is not kept — and keep no other: the value is moved into the background job,
    /// which drops it while it runs (headless, inside the call, so the time is counted as
    /// background work as it would be live). The library does this itself with the snapshots an
    /// apply replaces.
    ///
    /// ```swift
    /// let replaced = model.records
    /// model.records = sorted
    /// host.releaseInBackground(replaced)
    /// ```
    public func releaseInBackground<Value: Sendable>(_ value: consuming Value) {
        let slot = ReleaseSlot(value)
        performInBackground({ slot.drop() }, completion: { _ in })
    }
}

/// Holds a value until the background job drops it: whichever thread lets go of the box last,
/// the value itself is freed where `drop()` ran.
private final class ReleaseSlot<Value: Sendable>: Sendable {
    private let value: Locked<Value?>

    init(_ value: consuming Value) {
        self.value = Locked(value)
    }

    func drop() {
        _ = value.withLock { $0.take() }
    }
}

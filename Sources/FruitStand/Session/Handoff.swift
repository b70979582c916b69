import Synchronization

/// A value passed between threads so that exactly one of them owns it: the one that takes it.
///
/// Freeing a million fruit takes longer than a frame, so the main thread must never be the one
/// to let go of a large store last. A value captured in a closure, or passed to a completion,
/// is freed by whichever thread releases it last, and that can be the main thread. A handoff
/// settles it: the main thread `take()`s a store it keeps, and gives a store it drops to the
/// background queue, which calls `dispose()`. Whoever releases the empty box last frees
/// nothing.
final class Handoff<Value: Sendable>: Sendable {
    private let slot: Mutex<Value?>

    /// A box holding `value`: the only reference to it, when `value` is passed in as it is made.
    init(_ value: consuming Value) {
        slot = Mutex(value)
    }

    /// The value, which the box no longer holds; nil if it was taken already.
    func take() -> Value? {
        slot.withLock { $0.take() }
    }

    /// Lets go of the value on the calling thread (nothing, if it was taken already).
    func dispose() {
        _ = take()
    }
}

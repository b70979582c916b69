import Synchronization

/// A value handed to another thread to be let go of there.
///
/// Freeing a million fruit takes longer than a frame, so the main thread hands a store it
/// replaced to the background queue instead of dropping it. Capturing the store in the
/// background closure would not be enough: whichever thread releases the closure last frees
/// the store, and that can be the main thread. The closure calls `dispose()` instead, which
/// takes the value out, so it is freed there whoever releases the box last.
final class Disposal<Value: Sendable>: Sendable {
    private let slot: Mutex<Value?>

    /// A box holding `value`: the only reference to it, when `value` is passed in as it is made.
    init(_ value: consuming sending Value) {
        slot = Mutex(value)
    }

    /// Lets go of the value on the calling thread (nothing, if it was let go of already).
    func dispose() {
        let value = slot.withLock { $0.take() }
        _ = consume value
    }
}

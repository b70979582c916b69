#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value that threads share, behind a `pthread_mutex_t`: the package's lock wherever threads
/// meet, in place of `Synchronization.Mutex`.
///
/// On Linux `Mutex` takes a free lock with an atomic in the caller's code, but a thread that
/// finds it held spins and then waits on a futex inside the standard library, which is not
/// built with ThreadSanitizer, and gets the lock there: ThreadSanitizer never sees it acquire,
/// so its accesses inside `withLock` look unordered with the last holder's and are reported as
/// data races. ThreadSanitizer intercepts the `pthread_mutex` calls, so the order this lock
/// makes is the order it checks. Uncontended, a lock and an unlock cost an atomic each, as
/// `Mutex`'s do, and a call into the C library.
///
/// Like `Mutex`: not copyable, the value goes in and out only as `sending`, so a value that is
/// not `Sendable` stays in one thread's hands at a time.
package struct Locked<Value>: ~Copyable, @unchecked Sendable {
    /// One allocation for the value and the mutex, which must not move once initialized.
    @usableFromInline
    final class Storage: ManagedBuffer<Value, pthread_mutex_t> {
        // The value, the header, is a stored property: the class destroys it.
        deinit {
            withUnsafeMutablePointerToElements { mutex in
                pthread_mutex_destroy(mutex)
                mutex.deinitialize(count: 1)
            }
        }
    }

    @usableFromInline
    let storage: Storage
    // Into `storage`, which they live as long as.
    @usableFromInline
    let value: UnsafeMutablePointer<Value>
    @usableFromInline
    let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// A lock holding `value`.
    @inlinable
    package init(_ value: sending Value) {
        storage = unsafeDowncast(Storage.create(minimumCapacity: 1) { _ in value }, to: Storage.self)
        (self.value, mutex) = storage.withUnsafeMutablePointers { ($0, $1) }
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    /// Runs `body` with the value while holding the lock, and returns what `body` returns.
    ///
    /// The lock is not recursive: `body` must not call `withLock` on the same lock.
    @inlinable
    package borrowing func withLock<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
    }
}

/// Counts the hashing and comparing of the ``CountedIdentifier``s that share it: tests prove
/// what an operation costs by counting, never by timing.
public final class HashCounter {
    public var hashes = 0
    public var comparisons = 0

    public init() {}

    /// Starts counting again from zero.
    public func reset() {
        (hashes, comparisons) = (0, 0)
    }
}

/// An identifier that counts its hashing and comparing; equal and hashed by `value` alone.
public struct CountedIdentifier: Hashable, CustomStringConvertible {
    public let value: Int
    public let counter: HashCounter

    public init(_ value: Int, counter: HashCounter) {
        self.value = value
        self.counter = counter
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.counter.comparisons += 1
        return lhs.value == rhs.value
    }

    public func hash(into hasher: inout Hasher) {
        counter.hashes += 1
        hasher.combine(value)
    }

    public var description: String { "\(value)" }
}

/// Unique identifiers in order, each found by value in O(1): the item storage of snapshots
/// and section snapshots.
///
/// An ordered set shaped for what snapshots do most, building from whole arrays and looking
/// identifiers up. The hash index is one `UInt32` slot per bucket with linear probing:
/// the low bits hold the identifier's position plus one (0 is an empty slot), the bits the
/// position does not need hold a tag, so a probe reads the identifiers array only when the
/// tags agree. Buckets are 4/3 of the capacity (a load of at most 3/4).
///
/// Each identifier is hashed once, when it enters the store: the high 32 bits of its hash
/// (its *fingerprint*) are kept beside it, and the home bucket and the tag both come from
/// the fingerprint. Growing the index, re-pointing slots after a move and removing slots
/// therefore read fingerprints instead of hashing again, and ``ItemDiff`` looks one store's
/// identifiers up in another store's index by their fingerprints. Fingerprints and slots
/// cost 9.3 bytes per identifier for a store built from one array.
///
/// Built from an array, the store shares the array's storage and hashes each identifier
/// once, in one pass that also finds repeats. Appends grow the index by doubling. Moving or
/// removing a block re-points only the slots of the identifiers whose positions change: a few
/// found from their fingerprints, many (a delete near the top of a million) by one pass over
/// the slots, which hold their positions.
///
/// Positions are 32-bit: a store holds at most 4,294,967,294 identifiers.
@usableFromInline
struct IdentifierStore<Element: Hashable> {
    /// The identifiers, in order.
    @usableFromInline
    var elements: ContiguousArray<Element>
    /// The fingerprint of each identifier (the high 32 bits of its hash), in step with
    /// `elements`.
    @usableFromInline
    var fingerprints: ContiguousArray<UInt32>
    /// The hash index: `tag | (position + 1)`, or 0 for an empty bucket.
    @usableFromInline
    var slots: ContiguousArray<UInt32>
    /// The slot bits that hold a position; the others hold the tag.
    @usableFromInline
    var positionMask: UInt32
    /// How many identifiers the index takes before it must grow.
    @usableFromInline
    var capacity: Int

    /// An empty store.
    @inlinable
    init() {
        elements = []
        fingerprints = []
        slots = []
        positionMask = 0
        capacity = 0
    }

    /// A store of identifiers known to be unique (no check is made).
    ///
    /// - Complexity: O(*n*) hashes.
    @inlinable
    init(uniqueElements: ContiguousArray<Element>) {
        self.init()
        elements = uniqueElements
        prepareIndex(capacity: elements.count)
        _ = indexNewElements(0..<elements.count, checked: false)
    }

    /// A store of identifiers known to be unique, taken with their fingerprints from another
    /// store (no check is made).
    ///
    /// - Complexity: O(*n*), hashing nothing.
    @inlinable
    init(uniqueElements: ContiguousArray<Element>, fingerprints: ContiguousArray<UInt32>) {
        self.init()
        elements = uniqueElements
        self.fingerprints = fingerprints
        reindex(capacity: elements.count)
    }

    /// A store of `elements` with their `fingerprints`, taken from other stores, or nil if an
    /// identifier repeats.
    ///
    /// - Complexity: O(*n*), hashing nothing, plus O(*n*) comparisons of identifiers whose
    ///   tags agree (few but the repeats).
    @inlinable
    init?(checking elements: ContiguousArray<Element>, fingerprints: ContiguousArray<UInt32>) {
        self.init()
        self.elements = elements
        self.fingerprints = fingerprints
        prepareIndex(capacity: elements.count)
        guard indexNewElements(0..<elements.count, checked: true, hashing: false) == nil else { return nil }
    }

    /// A store of `elements`, or nil if an identifier repeats; its index takes `capacity`
    /// identifiers, or more if there are more.
    ///
    /// Shares the storage of an `Array` or `ContiguousArray` instead of copying it.
    ///
    /// - Complexity: O(*n*) hashes, plus O(*n*) comparisons of identifiers whose tags agree.
    @inlinable
    init?(checking elements: some Sequence<Element>, capacity: Int = 0) {
        self.init()
        self.elements = ContiguousArray(elements)
        prepareIndex(capacity: Swift.max(self.elements.count, capacity))
        guard indexNewElements(0..<self.elements.count, checked: true) == nil else { return nil }
    }
}

extension IdentifierStore: Equatable {
    /// Same identifiers in the same order.
    @inlinable
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elements == rhs.elements
    }
}

extension IdentifierStore: Sendable where Element: Sendable {}

// MARK: - Queries

extension IdentifierStore {
    @inlinable
    var count: Int { elements.count }

    @inlinable
    var isEmpty: Bool { elements.isEmpty }

    @inlinable
    subscript(position: Int) -> Element { elements[position] }

    /// The identifiers as an array, sharing storage.
    @inlinable
    var array: [Element] { Array(elements) }

    /// The position of `element`, or nil.
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    func firstIndex(of element: Element) -> Int? {
        guard !slots.isEmpty else { return nil }
        return find(element, fingerprint: Self.fingerprint(element)).position
    }

    /// The position of `element`, whose fingerprint another store already holds, or nil.
    ///
    /// - Complexity: O(1) expected, without hashing.
    @inlinable
    func firstIndex(of element: Element, fingerprint: UInt32) -> Int? {
        guard !slots.isEmpty else { return nil }
        return find(element, fingerprint: fingerprint).position
    }

    /// Whether `element` is in the store.
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    func contains(_ element: Element) -> Bool {
        firstIndex(of: element) != nil
    }
}

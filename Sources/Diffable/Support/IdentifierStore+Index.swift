/// The hash index of an ``IdentifierStore``: probing, filling, and re-pointing slots.
extension IdentifierStore {
    /// The identifier's fingerprint: the high 32 bits of its hash.
    @inlinable
    @inline(__always)
    static func fingerprint(_ element: Element) -> UInt32 {
        UInt32(truncatingIfNeeded: UInt64(UInt(bitPattern: element.hashValue)) >> 32)
    }

    /// The bucket where probing for `fingerprint` starts: the fingerprint as a fraction of
    /// the bucket count (multiply and keep the high word), so any bucket count works, not
    /// only powers of two, and a grown index needs no hash the fingerprint lacks.
    @inlinable
    @inline(__always)
    func homeBucket(_ fingerprint: UInt32) -> Int {
        Int(truncatingIfNeeded: (UInt64(fingerprint) << 32).multipliedFullWidth(by: UInt64(slots.count)).high)
    }

    /// The tag bits of a slot for `fingerprint`: its low bits, shifted past the position
    /// bits. The home bucket comes from the high bits, so identifiers that share a probe run
    /// rarely share a tag.
    @inlinable
    @inline(__always)
    func tag(_ fingerprint: UInt32) -> UInt32 {
        // positionMask + 1 is 1 << (position bits), or 0 when positions take all 32.
        fingerprint &* (positionMask &+ 1)
    }

    /// Where `element` is: its position and bucket, or nil and the empty bucket that would
    /// take it. The index must have buckets.
    @inlinable
    func find(_ element: Element, fingerprint: UInt32) -> (position: Int?, bucket: Int) {
        let tag = tag(fingerprint)
        let mask = positionMask
        var bucket = homeBucket(fingerprint)
        return slots.withUnsafeBufferPointer { slots in
            elements.withUnsafeBufferPointer { elements in
                while true {
                    let slot = slots[bucket]
                    if slot == 0 { return (nil, bucket) }
                    if slot & ~mask == tag {
                        let position = Int(slot & mask) &- 1
                        if elements[position] == element { return (position, bucket) }
                    }
                    bucket &+= 1
                    if bucket == slots.count { bucket = 0 }
                }
            }
        }
    }

    /// The position of `element`, whose fingerprint is known, or nil: `find` over buffers the
    /// caller already holds (`slots` and `elements` of this store), for loops that look many
    /// identifiers up.
    @inlinable
    func position(
        of element: Element, fingerprint: UInt32, slots: UnsafeBufferPointer<UInt32>, elements: UnsafeBufferPointer<Element>
    ) -> Int? {
        guard !slots.isEmpty else { return nil }
        let tag = tag(fingerprint)
        let mask = positionMask
        var bucket = homeBucket(fingerprint)
        while true {
            let slot = slots[bucket]
            if slot == 0 { return nil }
            if slot & ~mask == tag {
                let position = Int(slot & mask) &- 1
                if elements[position] == element { return position }
            }
            bucket &+= 1
            if bucket == slots.count { bucket = 0 }
        }
    }

    /// The bucket holding the slot of the identifier at `position`.
    ///
    /// Compares positions, never identifiers, and hashes nothing.
    @inlinable
    func bucket(ofPosition position: Int) -> Int {
        let fingerprint = fingerprints[position]
        let wanted = tag(fingerprint) | UInt32(position + 1)
        var bucket = homeBucket(fingerprint)
        return slots.withUnsafeBufferPointer { slots in
            while slots[bucket] != wanted {
                bucket &+= 1
                if bucket == slots.count { bucket = 0 }
            }
            return bucket
        }
    }

    /// Empty buckets for `capacity` identifiers (positions up to `capacity`), and room for as
    /// many identifiers and fingerprints: a snapshot built section by section then fills
    /// the arrays without reallocating and copying them as they grow.
    @inlinable
    mutating func prepareIndex(capacity: Int) {
        // Only beyond the identifiers held: a store built from an array shares its storage.
        if capacity > elements.count {
            elements.reserveCapacity(capacity)
            fingerprints.reserveCapacity(capacity)
        }
        let capacity = Swift.max(capacity, 8)
        let bits = Int.bitWidth - (capacity + 1).leadingZeroBitCount
        guard bits <= 32 else { Misuse.trap("A snapshot holds at most 4,294,967,294 identifiers") }
        self.capacity = capacity
        positionMask = bits == 32 ? .max : (1 << UInt32(bits)) - 1
        slots = ContiguousArray(repeating: 0, count: capacity + (capacity + 2) / 3)
    }

    /// Hashes the identifiers at `positions`, the last ones of `elements` and not yet
    /// fingerprinted, and gives each a slot; without `hashing`, their fingerprints are
    /// already there (taken from another store) and nothing is hashed.
    ///
    /// With `checked`, stops at the first identifier equal to one already indexed and
    /// returns its position (the slots and fingerprints written so far stay, later
    /// fingerprints are 0 when hashing); otherwise returns nil.
    ///
    /// - Complexity: O(*k*) hashes for *k* positions, or none without `hashing`.
    @inlinable
    mutating func indexNewElements(_ positions: Range<Int>, checked: Bool, hashing: Bool = true) -> Int? {
        if hashing { fingerprints.append(contentsOf: repeatElement(0, count: positions.count)) }
        let mask = positionMask
        let tagScale = mask &+ 1
        return elements.withUnsafeBufferPointer { elements in
            fingerprints.withUnsafeMutableBufferPointer { fingerprints in
                slots.withUnsafeMutableBufferPointer { slots in
                    let bucketCount = UInt64(slots.count)
                    for position in positions {
                        // Through a pointer, so the identifier is borrowed, not retained.
                        let element = elements.baseAddress! + position
                        let fingerprint = hashing ? Self.fingerprint(element.pointee) : fingerprints[position]
                        let tag = fingerprint &* tagScale
                        var bucket = Int(truncatingIfNeeded: (UInt64(fingerprint) << 32).multipliedFullWidth(by: bucketCount).high)
                        while true {
                            let slot = slots[bucket]
                            if slot == 0 { break }
                            if checked, slot & ~mask == tag, elements[Int(slot & mask) &- 1] == element.pointee {
                                return position
                            }
                            bucket &+= 1
                            if bucket == slots.count { bucket = 0 }
                        }
                        slots[bucket] = tag | UInt32(truncatingIfNeeded: position &+ 1)
                        fingerprints[position] = fingerprint
                    }
                    return nil
                }
            }
        }
    }

    /// Rebuilds the index for the current identifiers, which must be unique, from their
    /// fingerprints.
    ///
    /// - Complexity: O(*n*), hashing nothing.
    @inlinable
    mutating func reindex(capacity: Int) {
        prepareIndex(capacity: Swift.max(capacity, elements.count))
        let mask = positionMask
        let tagScale = mask &+ 1
        fingerprints.withUnsafeBufferPointer { fingerprints in
            slots.withUnsafeMutableBufferPointer { slots in
                let bucketCount = UInt64(slots.count)
                for (position, fingerprint) in fingerprints.enumerated() {
                    var bucket = Int(truncatingIfNeeded: (UInt64(fingerprint) << 32).multipliedFullWidth(by: bucketCount).high)
                    while slots[bucket] != 0 {
                        bucket &+= 1
                        if bucket == slots.count { bucket = 0 }
                    }
                    slots[bucket] = fingerprint &* tagScale | UInt32(truncatingIfNeeded: position &+ 1)
                }
            }
        }
    }

    /// Empties the slot at `bucket`, shifting later slots of the same probe run back so
    /// every identifier stays reachable (no tombstones).
    ///
    /// The identifiers the shifted slots point to must still be at their positions.
    @inlinable
    mutating func removeSlot(at bucket: Int) {
        let mask = positionMask
        let bucketCount = slots.count
        var hole = bucket
        var next = bucket
        while true {
            next += 1
            if next == bucketCount { next = 0 }
            let slot = slots[next]
            if slot == 0 { break }
            let home = homeBucket(fingerprints[Int(slot & mask) - 1])
            // The slot may fill the hole unless its home lies cyclically in (hole, next].
            let staysPut = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
            if !staysPut {
                slots[hole] = slot
                hole = next
            }
        }
        slots[hole] = 0
    }

    /// Re-points the slots of the identifiers in `first` by `firstOffset` positions and those in
    /// `second` by `secondOffset` (disjoint blocks of positions; every new position must be one
    /// the store can hold).
    ///
    /// Call before moving the identifiers: the buckets are found from the current layout, all
    /// of them before any slot changes. A few positions are found from their fingerprints; many
    /// (an eighth of the buckets or more, as when an item near the top of a million is deleted)
    /// by one pass over the slots, which hold their positions: a pass without branches, which
    /// the compiler vectorizes.
    ///
    /// - Complexity: O(min(*k*, *b*)) for *k* positions and *b* buckets, hashing nothing.
    @inlinable
    mutating func shiftPositions(_ first: Range<Int>, by firstOffset: Int, _ second: Range<Int> = 0..<0, by secondOffset: Int = 0) {
        guard 8 * (first.count + second.count) < slots.count else {
            // A slot holds position + 1 in its low bits (0: empty), and adding the offset to the
            // whole slot changes only those bits, since the new position fits them too. `p` is
            // in a block when `p - (lowerBound + 1)`, unsigned, is below its count.
            let mask = positionMask
            let (start1, count1, shift1) = Self.shiftTerms(first, by: firstOffset)
            let (start2, count2, shift2) = Self.shiftTerms(second, by: secondOffset)
            slots.withUnsafeMutableBufferPointer { slots in
                for bucket in slots.indices {
                    let slot = slots[bucket]
                    let position = slot & mask
                    slots[bucket] = slot &+ (position &- start1 < count1 ? shift1 : 0) &+ (position &- start2 < count2 ? shift2 : 0)
                }
            }
            return
        }
        let moves = first.map { (bucket(ofPosition: $0), $0 + firstOffset) } + second.map { (bucket(ofPosition: $0), $0 + secondOffset) }
        let mask = positionMask
        for (bucket, position) in moves {
            slots[bucket] = slots[bucket] & ~mask | UInt32(position + 1)
        }
    }

    /// A block's first slot position (its lower bound plus one), count and offset, as the slot
    /// arithmetic of `shiftPositions` takes them.
    @inlinable
    @inline(__always)
    static func shiftTerms(_ positions: Range<Int>, by offset: Int) -> (start: UInt32, count: UInt32, shift: UInt32) {
        (UInt32(truncatingIfNeeded: positions.lowerBound + 1), UInt32(truncatingIfNeeded: positions.count), UInt32(truncatingIfNeeded: offset))
    }
}

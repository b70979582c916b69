/// The hash index of an ``IdentifierStore``: probing, filling, and re-pointing slots.
extension IdentifierStore {
    /// The identifier's hash as 64 unsigned bits.
    @inlinable
    @inline(__always)
    static func hash(_ element: Element) -> UInt64 {
        UInt64(UInt(bitPattern: element.hashValue))
    }

    /// The bucket where probing for `hash` starts: the hash scaled to the bucket count
    /// (multiply and keep the high word), so any bucket count works, not only powers of two.
    @inlinable
    @inline(__always)
    func homeBucket(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: hash.multipliedFullWidth(by: UInt64(slots.count)).high)
    }

    /// The tag bits of a slot for `hash`.
    @inlinable
    @inline(__always)
    func tag(_ hash: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: hash) & ~positionMask
    }

    /// Where `element` is: its position and bucket, or nil and the empty bucket that would
    /// take it. The index must have buckets.
    @inlinable
    func find(_ element: Element) -> (position: Int?, bucket: Int) {
        let hash = Self.hash(element)
        let tag = tag(hash)
        let mask = positionMask
        var bucket = homeBucket(hash)
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

    /// The bucket holding the slot of the identifier at `position`.
    ///
    /// Compares positions, never identifiers.
    @inlinable
    func bucket(ofPosition position: Int) -> Int {
        let hash = Self.hash(elements[position])
        let wanted = tag(hash) | UInt32(position + 1)
        var bucket = homeBucket(hash)
        return slots.withUnsafeBufferPointer { slots in
            while slots[bucket] != wanted {
                bucket &+= 1
                if bucket == slots.count { bucket = 0 }
            }
            return bucket
        }
    }

    /// Empty buckets for `capacity` identifiers (positions up to `capacity`).
    @inlinable
    mutating func prepareIndex(capacity: Int) {
        let capacity = Swift.max(capacity, 8)
        let bits = Int.bitWidth - (capacity + 1).leadingZeroBitCount
        guard bits <= 32 else { Misuse.trap("A snapshot holds at most 4,294,967,294 identifiers") }
        self.capacity = capacity
        positionMask = bits == 32 ? .max : (1 << UInt32(bits)) - 1
        slots = ContiguousArray(repeating: 0, count: capacity + (capacity + 2) / 3)
    }

    /// Slots for the identifiers at `positions`, which must have none yet.
    ///
    /// With `checked`, stops at the first identifier equal to one already indexed and
    /// returns its position (the slots written so far stay); otherwise returns nil.
    @inlinable
    mutating func indexPositions(_ positions: Range<Int>, checked: Bool) -> Int? {
        let mask = positionMask
        let bucketCount = slots.count
        return elements.withUnsafeBufferPointer { elements in
            slots.withUnsafeMutableBufferPointer { slots in
                for position in positions {
                    // Through a pointer, so the identifier is borrowed, not retained.
                    let element = elements.baseAddress! + position
                    let hash = Self.hash(element.pointee)
                    let tag = UInt32(truncatingIfNeeded: hash) & ~mask
                    var bucket = Int(truncatingIfNeeded: hash.multipliedFullWidth(by: UInt64(bucketCount)).high)
                    while true {
                        let slot = slots[bucket]
                        if slot == 0 { break }
                        if checked, slot & ~mask == tag, elements[Int(slot & mask) &- 1] == element.pointee {
                            return position
                        }
                        bucket &+= 1
                        if bucket == bucketCount { bucket = 0 }
                    }
                    slots[bucket] = tag | UInt32(truncatingIfNeeded: position &+ 1)
                }
                return nil
            }
        }
    }

    /// Rebuilds the index for the current identifiers, which must be unique.
    ///
    /// - Complexity: O(*n*) hashes.
    @inlinable
    mutating func reindex(capacity: Int) {
        prepareIndex(capacity: Swift.max(capacity, elements.count))
        _ = indexPositions(0..<elements.count, checked: false)
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
            let home = homeBucket(Self.hash(elements[Int(slot & mask) - 1]))
            // The slot may fill the hole unless its home lies cyclically in (hole, next].
            let staysPut = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
            if !staysPut {
                slots[hole] = slot
                hole = next
            }
        }
        slots[hole] = 0
    }

    /// Re-points the slots of the identifiers at `positions` to `newPosition(position)`.
    ///
    /// Call before moving the identifiers: the buckets are found from the current layout,
    /// all of them before any slot changes. A few positions are found by hashing their
    /// identifiers; many (an eighth of the buckets or more, as when an item near the top of a
    /// million is deleted) by one pass over the slots, which read their positions without
    /// hashing anything.
    ///
    /// - Complexity: O(min(*k* hashes, *b* slot reads)) for *k* positions and *b* buckets.
    @inlinable
    mutating func retarget(_ positions: Range<Int>, to newPosition: (Int) -> Int) {
        let mask = positionMask
        guard 8 * positions.count < slots.count else {
            let (lower, upper) = (UInt32(positions.lowerBound + 1), UInt32(positions.upperBound))
            slots.withUnsafeMutableBufferPointer { slots in
                for bucket in slots.indices {
                    let position = slots[bucket] & mask
                    guard position >= lower, position <= upper else { continue }
                    slots[bucket] = slots[bucket] & ~mask | UInt32(newPosition(Int(position) - 1) + 1)
                }
            }
            return
        }
        let buckets = positions.map(bucket(ofPosition:))
        for (offset, bucket) in buckets.enumerated() {
            let position = newPosition(positions.lowerBound + offset)
            slots[bucket] = slots[bucket] & ~mask | UInt32(position + 1)
        }
    }
}

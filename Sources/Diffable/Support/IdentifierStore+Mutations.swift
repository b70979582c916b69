/// Appending, moving and removing identifiers while keeping the index in step.
extension IdentifierStore {
    /// Appends `element` unless it is present; returns whether it was appended.
    ///
    /// - Complexity: amortized O(1) expected.
    @inlinable
    @discardableResult
    mutating func append(_ element: Element) -> Bool {
        if count == capacity { reindex(capacity: 2 * count) }
        let (position, bucket) = find(element)
        guard position == nil else { return false }
        slots[bucket] = tag(Self.hash(element)) | UInt32(count + 1)
        elements.append(element)
        return true
    }

    /// Appends all of `newElements` if none is present and none repeats; otherwise leaves
    /// the store as it was and returns false.
    ///
    /// Into an empty store, shares the storage of `newElements`.
    ///
    /// - Complexity: amortized O(*k*) expected for *k* identifiers; the index grows to at
    ///   least twice its size when it must grow.
    @inlinable
    mutating func appendUnique(contentsOf newElements: [Element]) -> Bool {
        guard !isEmpty else {
            guard let store = Self(checking: newElements) else { return false }
            self = store
            return true
        }
        let start = count
        let end = start + newElements.count
        if end > capacity { reindex(capacity: Swift.max(end, 2 * start)) }
        elements.append(contentsOf: newElements)
        guard let repeated = indexPositions(start..<end, checked: true) else { return true }
        for position in (start..<repeated).reversed() {
            removeSlot(at: bucket(ofPosition: position))
        }
        elements.removeLast(newElements.count)
        return false
    }

    /// Removes the last `k` identifiers.
    ///
    /// - Complexity: O(*k*) expected, or O(*n*) when *k* is more than half of them.
    @inlinable
    mutating func removeLast(_ k: Int) {
        guard k > 0 else { return }
        if 2 * k > count {
            elements.removeLast(k)
            reindex(capacity: capacity)
            return
        }
        for position in (count - k..<count).reversed() {
            removeSlot(at: bucket(ofPosition: position))
        }
        elements.removeLast(k)
    }

    /// Moves the identifiers in `range` to just before `destination`, an index in the
    /// store as it is before the move (as `OrderedSet.moveSubrange`).
    ///
    /// - Complexity: O(identifiers between the block and its destination, plus the block),
    ///   without hashing when they are many.
    @inlinable
    mutating func moveSubrange(_ range: Range<Int>, to destination: Int) {
        let length = range.count
        let target = destination > range.lowerBound ? Swift.max(destination - length, range.lowerBound) : destination
        guard length > 0, target != range.lowerBound else { return }
        let span = Swift.min(range.lowerBound, target)..<Swift.max(range.upperBound, target + length)
        retarget(span) { position in
            if range.contains(position) { return target + position - range.lowerBound }
            return target < range.lowerBound ? position + length : position - length
        }
        elements.withUnsafeMutableBufferPointer { buffer in
            // Rotate the span so the block lands at `target`: three reversals.
            let pivot = target < range.lowerBound ? range.lowerBound : range.upperBound
            buffer[span.lowerBound..<pivot].reverse()
            buffer[pivot..<span.upperBound].reverse()
            buffer[span].reverse()
        }
    }

    /// Removes the identifiers in `range`.
    ///
    /// - Complexity: O(*k*) hashes plus O(identifiers after the range) moved and re-pointed
    ///   (without hashing when they are many), or O(*n*) hashes when *k* is most of them.
    @inlinable
    mutating func removeSubrange(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let tail = range.upperBound..<count
        guard 2 * range.count <= count else {
            elements.removeSubrange(range)
            reindex(capacity: capacity)
            return
        }
        for position in range.reversed() {
            removeSlot(at: bucket(ofPosition: position))
        }
        retarget(tail) { $0 - range.count }
        elements.removeSubrange(range)
    }

    /// Replaces every identifier with `uniqueElements` (not checked).
    ///
    /// Keeps the index's size unless the store shrank below a quarter of it.
    ///
    /// - Complexity: O(*n*) hashes.
    @inlinable
    mutating func replaceAll(uniqueElements: ContiguousArray<Element>) {
        elements = uniqueElements
        reindex(capacity: 4 * elements.count < capacity ? elements.count : capacity)
    }
}

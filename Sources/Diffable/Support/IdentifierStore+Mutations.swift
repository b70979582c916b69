/// Appending, moving and removing identifiers while keeping the fingerprints and the index
/// in step.
extension IdentifierStore {
    /// Appends `element` unless it is present; returns whether it was appended.
    ///
    /// - Complexity: amortized O(1) expected.
    @inlinable
    @discardableResult
    mutating func append(_ element: Element) -> Bool {
        append(element, fingerprint: Self.fingerprint(element))
    }

    /// Appends `element`, whose fingerprint another store already holds, unless it is
    /// present; returns whether it was appended.
    ///
    /// - Complexity: amortized O(1) expected, without hashing.
    @inlinable
    @discardableResult
    mutating func append(_ element: Element, fingerprint: UInt32) -> Bool {
        if count == capacity { reindex(capacity: 2 * count) }
        let (position, bucket) = find(element, fingerprint: fingerprint)
        guard position == nil else { return false }
        slots[bucket] = tag(fingerprint) | UInt32(count + 1)
        elements.append(element)
        fingerprints.append(fingerprint)
        return true
    }

    /// Appends all of `newElements` if none is present and none repeats; otherwise leaves
    /// the store as it was and returns false.
    ///
    /// Into an empty store, shares the storage of `newElements`. When the index must grow,
    /// it grows to `expectedCount` if that is more than twice its size: a caller that knows
    /// more identifiers will follow saves the index growing again for them.
    ///
    /// - Complexity: amortized O(*k*) expected for *k* identifiers, each hashed once; the
    ///   index grows to at least twice its size when it must grow, from the fingerprints.
    @inlinable
    mutating func appendUnique(contentsOf newElements: [Element], expectedCount: Int = 0) -> Bool {
        guard !isEmpty else {
            guard let store = Self(checking: newElements, capacity: expectedCount) else { return false }
            self = store
            return true
        }
        let start = count
        let end = start + newElements.count
        if end > capacity { reindex(capacity: Swift.max(end, 2 * start, expectedCount)) }
        elements.append(contentsOf: newElements)
        guard let repeated = indexNewElements(start..<end, checked: true) else { return true }
        for position in (start..<repeated).reversed() {
            removeSlot(at: bucket(ofPosition: position))
        }
        elements.removeLast(newElements.count)
        fingerprints.removeLast(newElements.count)
        return false
    }

    /// Appends all of `newElements`, whose `fingerprints` another store already holds, if none
    /// is present and none repeats; otherwise leaves the store as it was and returns false.
    ///
    /// - Complexity: amortized O(*k*) expected for *k* identifiers, hashing nothing.
    @inlinable
    mutating func appendUnique(contentsOf newElements: ContiguousArray<Element>, fingerprints newFingerprints: ContiguousArray<UInt32>) -> Bool {
        let start = count
        let end = start + newElements.count
        if end > capacity { reindex(capacity: Swift.max(end, 2 * start)) }
        elements.append(contentsOf: newElements)
        fingerprints.append(contentsOf: newFingerprints)
        guard let repeated = indexNewElements(start..<end, checked: true, hashing: false) else { return true }
        for position in (start..<repeated).reversed() {
            removeSlot(at: bucket(ofPosition: position))
        }
        elements.removeLast(newElements.count)
        fingerprints.removeLast(newElements.count)
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
            fingerprints.removeLast(k)
            reindex(capacity: capacity)
            return
        }
        for position in (count - k..<count).reversed() {
            removeSlot(at: bucket(ofPosition: position))
        }
        elements.removeLast(k)
        fingerprints.removeLast(k)
    }

    /// Moves the identifiers in `range` to just before `destination`, an index in the
    /// store as it is before the move (as `OrderedSet.moveSubrange`).
    ///
    /// - Complexity: O(identifiers between the block and its destination, plus the block),
    ///   hashing nothing.
    @inlinable
    mutating func moveSubrange(_ range: Range<Int>, to destination: Int) {
        let length = range.count
        let target = destination > range.lowerBound ? Swift.max(destination - length, range.lowerBound) : destination
        guard length > 0, target != range.lowerBound else { return }
        let span = Swift.min(range.lowerBound, target)..<Swift.max(range.upperBound, target + length)
        // The block moves to `target`; what lay between it and `target` moves the other way.
        let between = target < range.lowerBound ? span.lowerBound..<range.lowerBound : range.upperBound..<span.upperBound
        shiftPositions(range, by: target - range.lowerBound, between, by: target < range.lowerBound ? length : -length)
        // The span rotates so the block lands at `target`.
        let pivot = target < range.lowerBound ? range.lowerBound : range.upperBound
        elements.rotate(span, at: pivot)
        fingerprints.rotate(span, at: pivot)
    }

    /// Removes the identifiers in `range`.
    ///
    /// - Complexity: O(*k*) plus O(identifiers after the range) moved and re-pointed, or
    ///   O(*n*) when *k* is most of them; hashing nothing.
    @inlinable
    mutating func removeSubrange(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        guard 2 * range.count <= count else {
            removeRuns([range])
            return
        }
        let tail = range.upperBound..<count
        for position in range.reversed() {
            removeSlot(at: bucket(ofPosition: position))
        }
        shiftPositions(tail, by: -range.count)
        elements.removeSubrange(range)
        fingerprints.removeSubrange(range)
    }

    /// Removes the identifiers in `runs` (ascending, disjoint ranges of positions) in one
    /// pass, then rebuilds the index from the fingerprints of those left.
    ///
    /// Keeps the index's size unless the store shrank below a quarter of it.
    ///
    /// - Complexity: O(*n*), hashing nothing.
    @inlinable
    mutating func removeRuns(_ runs: [Range<Int>]) {
        let removed = runs.reduce(0) { $0 + $1.count }
        var keptElements = ContiguousArray<Element>()
        var keptFingerprints = ContiguousArray<UInt32>()
        keptElements.reserveCapacity(count - removed)
        keptFingerprints.reserveCapacity(count - removed)
        var start = 0
        for run in runs + [count..<count] {
            keptElements.append(contentsOf: elements[start..<run.lowerBound])
            keptFingerprints.append(contentsOf: fingerprints[start..<run.lowerBound])
            start = run.upperBound
        }
        elements = keptElements
        fingerprints = keptFingerprints
        reindex(capacity: 4 * count < capacity ? count : capacity)
    }
}

extension ContiguousArray {
    /// Rotates `span` so the elements from `pivot` on come first: the shorter side is set
    /// aside (on the stack when it is small) and the other moved past it in one move (a
    /// `memmove` for trivial types), as when one item is inserted before a million.
    ///
    /// Moves in bulk even where the element type is not known when compiling (a data source
    /// inserting an outline's rows): element by element, generic code would look type
    /// metadata up for every step.
    @inlinable
    mutating func rotate(_ span: Range<Int>, at pivot: Int) {
        let (left, right) = (pivot - span.lowerBound, span.upperBound - pivot)
        guard left > 0, right > 0 else { return }
        withUnsafeMutableBufferPointer { buffer in
            let start = buffer.baseAddress! + span.lowerBound
            withUnsafeTemporaryAllocation(of: Element.self, capacity: Swift.min(left, right)) { aside in
                let aside = aside.baseAddress!
                if right <= left {
                    aside.moveInitialize(from: start + left, count: right)
                    (start + right).moveInitialize(from: start, count: left)
                    start.moveInitialize(from: aside, count: right)
                } else {
                    aside.moveInitialize(from: start, count: left)
                    start.moveInitialize(from: start + left, count: right)
                    (start + right).moveInitialize(from: aside, count: left)
                }
            }
        }
    }
}

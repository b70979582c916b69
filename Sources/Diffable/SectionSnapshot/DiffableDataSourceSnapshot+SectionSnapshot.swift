/// A section snapshot shown in one section of a flat snapshot, as a data source shows it: the
/// section holds the outline's visible items. The flat snapshot takes the outline's items with
/// the fingerprints the outline already holds, so nothing is hashed again, and shares the
/// outline's storage when it can.
///
/// An update is worked out as an ``OutlineSplice`` (the rows that go and come) where no row
/// moves, which is also its changeset: no diff runs.
extension DiffableDataSourceSnapshot {
    /// This snapshot with the items of `section` replaced by the visible items of `outline`,
    /// the section appended when it is not there: what a data source shows once it applied
    /// `outline` to `section`; and the changeset ``diff(from:to:)`` finds from this snapshot
    /// to it, when working it out needs no diff.
    ///
    /// `shown` is the outline the section shows now (its visible items are the section's
    /// items), if any. When `outline` is `shown` expanded or collapsed (they share their
    /// items' storage), the rows that come and go are those whose visibility changed.
    /// Otherwise the section's items are matched against the visible items in order. When no
    /// item moved (items only came and went, as when rows stream in and out), either is the
    /// changeset, and the items are removed and inserted in place, as a flat snapshot's
    /// `deleteItems` and `insertItems` do. Otherwise the changeset is nil, and the caller
    /// diffs.
    ///
    /// An item of `outline` that another section holds moves into `section`, and UIKit's
    /// warning is recorded, as ``appendItems(_:toSection:)`` does. Reload and reconfigure
    /// marks are not reported (a data source's shown snapshot has none).
    ///
    /// - Complexity: O(*n*) for the *n* items of the section and of `outline`: comparisons
    ///   of fingerprints and items, or of visibility flags, plus O(*k*) lookups for the *k*
    ///   items that come, go or move, hashing nothing; the items after a change move in bulk,
    ///   as in an array. When `section` is the only one with items and every item of
    ///   `outline` is visible in slot order (built depth first), the snapshot shares the
    ///   outline's storage.
    @usableFromInline
    package func applying(
        _ outline: DiffableDataSourceSectionSnapshot<ItemIdentifierType>,
        to section: SectionIdentifierType,
        replacing shown: DiffableDataSourceSectionSnapshot<ItemIdentifierType>? = nil
    ) -> (snapshot: Self, changeset: SnapshotChangeset?) {
        guard let ordinal = sectionStore.firstIndex(of: section) else {
            var result = self
            result.appendSections([section])
            return (result.replacingItems(inSectionAt: result.sectionStore.count - 1, with: outline), nil)
        }
        let range = sectionRange(ordinal)
        guard reloadedSectionMarks.isEmpty, reloadedItemMarks.isEmpty, reconfiguredItemMarks.isEmpty,
              let splice = shown.flatMap({ $0.visibilitySplice(to: outline, at: range.lowerBound) })
                ?? splice(range, into: outline),
              let result = applying(splice, of: outline, inSectionAt: ordinal)
        else {
            return (replacingItems(inSectionAt: ordinal, with: outline), nil)
        }
        return result
    }

    /// This snapshot after the item `parent` of `outline`, shown in a section that holds the
    /// visible items of `outline` before the change, was expanded (its visible descendants in
    /// `outline` inserted after it) or collapsed (they are removed), with the changeset
    /// ``diff(from:to:)`` finds between the two; nil when an item to insert is already in
    /// the snapshot, or the items after `parent` are not its descendants.
    ///
    /// `outline` is the outline after the change; only `parent`'s own expansion differs from
    /// the shown one. Reload and reconfigure marks are not reported (a data source's shown
    /// snapshot has none).
    ///
    /// - Complexity: O(*k*) for the *k* items inserted or removed, hashing nothing, plus
    ///   O(items after them), which move in bulk.
    package func changingExpansion(
        of parent: ItemIdentifierType,
        in outline: DiffableDataSourceSectionSnapshot<ItemIdentifierType>,
        expanded: Bool
    ) -> (snapshot: Self, changeset: SnapshotChangeset)? {
        guard let position = itemStore.firstIndex(of: parent), let slot = outline.itemStore.firstIndex(of: parent) else { return nil }
        let shown = OutlineNode.shownSlots(from: outline.nodes[slot].firstChild, below: Int32(slot), in: outline.nodes)
        let ordinal = sectionOrdinal(ofItemAt: position)
        let block = Int32(position + 1)..<Int32(position + 1 + shown.count)
        var splice = OutlineSplice()
        if expanded {
            splice.inserts = Array(block)
            splice.insertedSlots = shown
        } else if let first = shown.first, let last = shown.last {
            guard Int(block.upperBound) <= sectionEnds[ordinal],
                  itemStore[Int(block.lowerBound)] == outline.itemStore[Int(first)],
                  itemStore[Int(block.upperBound) - 1] == outline.itemStore[Int(last)]
            else { return nil }
            splice.deletes = Array(block)
        }
        return applying(splice, of: outline, inSectionAt: ordinal)
    }

    /// Whether `section` holds exactly the visible items of `outline`, in order.
    ///
    /// - Complexity: O(*n*) for the *n* items of the section, comparing fingerprints first,
    ///   then items; O(1) when the section shares the storage of an outline whose items all
    ///   show (as after applying it), or the counts differ.
    package func holdsVisibleItems(
        of outline: DiffableDataSourceSectionSnapshot<ItemIdentifierType>,
        inSection section: SectionIdentifierType
    ) -> Bool {
        guard let ordinal = sectionStore.firstIndex(of: section) else { return false }
        let range = sectionRange(ordinal)
        let runs = outline.visibleRuns()
        guard range.count == runs.reduce(0, { $0 + $1.count }) else { return false }
        guard !runs.isEmpty else { return true }
        return itemStore.elements.withUnsafeBufferPointer { shown in
            outline.itemStore.elements.withUnsafeBufferPointer { items in
                // Runs of the outline's own storage, at the same place, need no comparing.
                var unshared: [(positions: Range<Int>, slots: Range<Int>)] = []
                var position = range.lowerBound
                for run in runs {
                    if shown.baseAddress! + position != items.baseAddress! + run.lowerBound {
                        unshared.append((position..<position + run.count, run))
                    }
                    position += run.count
                }
                for (positions, slots) in unshared
                where !itemStore.fingerprints[positions].elementsEqual(outline.itemStore.fingerprints[slots]) {
                    return false
                }
                return unshared.allSatisfy { positions, slots in
                    zip(positions, slots).allSatisfy { shown[$0] == items[$1] }
                }
            }
        }
    }


    /// Matches the items at `range` against the visible items of `outline`, in order; nil
    /// when an item moved, or is in another section.
    ///
    /// - Complexity: O(*n*) comparisons of fingerprints, then of items, a stretch at a time
    ///   (see `MatchingRun`), plus one lookup (by the fingerprint the outline holds) per item
    ///   that comes or goes.
    func splice(_ range: Range<Int>, into outline: DiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> OutlineSplice? {
        var splice = OutlineSplice()
        let runs = outline.visibleRuns()
        let store = itemStore
        return store.elements.withUnsafeBufferPointer { shown in
            store.fingerprints.withUnsafeBufferPointer { shownFingerprints in
                store.slots.withUnsafeBufferPointer { slots in
                    outline.itemStore.elements.withUnsafeBufferPointer { items in
                        outline.itemStore.fingerprints.withUnsafeBufferPointer { fingerprints in
                            let inPlace = MatchingRun(left: shown, leftFingerprints: shownFingerprints, right: items, rightFingerprints: fingerprints)
                            var position = range.lowerBound
                            var newPosition = range.lowerBound
                            for run in runs {
                                var slot = run.lowerBound
                                while slot < run.upperBound {
                                    // The stretch still where it was, compared in bulk.
                                    let kept = inPlace.count(from: position, slot, limit: Swift.min(run.upperBound - slot, range.upperBound - position))
                                    if kept > 0 {
                                        (position, newPosition, slot) = (position + kept, newPosition + kept, slot + kept)
                                        continue
                                    }
                                    let fingerprint = fingerprints[slot]
                                    defer { (newPosition, slot) = (newPosition + 1, slot + 1) }
                                    if let found = store.position(of: items[slot], fingerprint: fingerprint, slots: slots, elements: shown) {
                                        // Shown later in the section: the items before it go.
                                        // Earlier, or elsewhere: it moved.
                                        guard found > position, found < range.upperBound else { return nil }
                                        splice.deletes.append(contentsOf: Int32(position)..<Int32(found))
                                        position = found + 1
                                    } else {
                                        splice.inserts.append(Int32(newPosition))
                                        splice.insertedSlots.append(Int32(slot))
                                    }
                                }
                            }
                            splice.deletes.append(contentsOf: Int32(position)..<Int32(range.upperBound))
                            return splice
                        }
                    }
                }
            }
        }
    }

    /// This snapshot after `splice` turned the items of the section at `ordinal` into the
    /// visible items of `outline`, with its changeset; nil when an item to insert is already
    /// in another section.
    ///
    /// With few runs of edits, the items that go are removed and those that come inserted in
    /// place; with many, the items are indexed again from their fingerprints.
    ///
    /// - Complexity: O(*k*) for the *k* items that come and go, plus O(items after them)
    ///   in bulk; O(*n*) with many runs of edits. Hashes nothing.
    func applying(
        _ splice: OutlineSplice, of outline: DiffableDataSourceSectionSnapshot<ItemIdentifierType>, inSectionAt ordinal: Int
    ) -> (snapshot: Self, changeset: SnapshotChangeset)? {
        guard !splice.deletes.isEmpty || !splice.inserts.isEmpty else { return (self, SnapshotChangeset()) }
        var result = self
        let range = sectionRange(ordinal)
        let (deletes, blocks) = (OutlineNode.runs(of: splice.deletes), OutlineNode.runs(of: splice.inserts))
        if range.count == itemStore.count, outline.showsEveryItemInSlotOrder {
            result.itemStore = outline.itemStore
        } else if deletes.count + blocks.count <= 4 {
            for run in deletes.reversed() { result.itemStore.removeSubrange(run) }
            var inserted = 0
            for block in blocks {
                let slots = Array(splice.insertedSlots[inserted..<inserted + block.count])
                inserted += block.count
                let end = result.itemStore.count
                guard result.itemStore.appendUnique(contentsOf: outline.gather(slots: slots), fingerprints: outline.gatherFingerprints(slots: slots))
                else { return nil }
                result.itemStore.moveSubrange(end..<result.itemStore.count, to: block.lowerBound)
            }
        } else if let store = splicedStore(range, outline, checked: range.count < itemStore.count) {
            result.itemStore = store
        } else {
            return nil
        }
        let change = splice.inserts.count - splice.deletes.count
        for later in ordinal..<result.sectionEnds.count {
            result.sectionEnds[later] += change
        }
        var changeset = SnapshotChangeset()
        changeset.itemEdits = ItemEdits(positions: ItemPositions(
            oldSectionEnds: sectionEnds, newSectionEnds: result.sectionEnds, deletes: splice.deletes, inserts: splice.inserts, moves: []))
        return (result, changeset)
    }

    /// The store of this snapshot's items with those at `range` replaced by the visible items
    /// of `outline`, indexed from their fingerprints; with `checked`, nil if an item repeats.
    ///
    /// - Complexity: O(*n*), hashing nothing.
    private func splicedStore(
        _ range: Range<Int>, _ outline: DiffableDataSourceSectionSnapshot<ItemIdentifierType>, checked: Bool
    ) -> IdentifierStore<ItemIdentifierType>? {
        let runs = outline.visibleRuns()
        var elements = ContiguousArray(itemStore.elements[..<range.lowerBound])
        elements.append(contentsOf: outline.gather(runs))
        elements.append(contentsOf: itemStore.elements[range.upperBound...])
        var fingerprints = ContiguousArray(itemStore.fingerprints[..<range.lowerBound])
        fingerprints.append(contentsOf: outline.gatherFingerprints(runs))
        fingerprints.append(contentsOf: itemStore.fingerprints[range.upperBound...])
        guard checked else { return IdentifierStore(uniqueElements: elements, fingerprints: fingerprints) }
        return IdentifierStore(checking: elements, fingerprints: fingerprints)
    }

    /// This snapshot with the items of the section at `ordinal` replaced by the visible items
    /// of `outline`, whatever moved: the items are indexed again from their fingerprints.
    ///
    /// - Complexity: O(*n*) for the *n* items of both, hashing nothing.
    private func replacingItems(inSectionAt ordinal: Int, with outline: DiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> Self {
        var result = self
        let range = sectionRange(ordinal)
        if range.count == itemStore.count, outline.showsEveryItemInSlotOrder {
            result.itemStore = outline.itemStore
        } else if let store = splicedStore(range, outline, checked: range.count < itemStore.count) {
            result.itemStore = store
        } else {
            // Another section holds a visible item: it moves here, with UIKit's warning.
            result.deleteItems(Array(itemStore.elements[range]))
            result.appendItems(outline.visibleItems, toSection: sectionStore[ordinal])
            return result
        }
        let change = result.itemStore.count - itemStore.count
        for later in ordinal..<result.sectionEnds.count {
            result.sectionEnds[later] += change
        }
        return result
    }
}

/// The edits that turn the items a section shows into an outline's visible items when no item
/// moves: what goes and what comes, which is the changeset of the update.
struct OutlineSplice {
    /// Old positions of the items that go, ascending.
    var deletes: [Int32] = []
    /// New positions of the items that come, ascending.
    var inserts: [Int32] = []
    /// The outline's slot of each item that comes.
    var insertedSlots: [Int32] = []
}

extension DiffableDataSourceSectionSnapshot {
    /// The rows that come and go when this outline, shown from flat position `start`, becomes
    /// `new`, which holds the same items in the same tree (it shares their storage: only
    /// expansion changed); nil otherwise.
    ///
    /// - Complexity: O(*n*) over both outlines' nodes, in depth-first order, hashing and
    ///   comparing no item.
    func visibilitySplice(to new: Self, at start: Int) -> OutlineSplice? {
        guard itemStore.count == new.itemStore.count, nodes.count == new.nodes.count,
              itemStore.elements.withUnsafeBufferPointer({ $0.baseAddress }) == new.itemStore.elements.withUnsafeBufferPointer({ $0.baseAddress })
        else { return nil }
        let order = new.slotsAreDepthFirst ? nil : new.depthFirstOrder.slots
        var splice = OutlineSplice()
        var position = start, newPosition = start
        nodes.withUnsafeBufferPointer { before in
            new.nodes.withUnsafeBufferPointer { after in
                func visit(_ slot: Int) {
                    switch (before[slot].isVisible, after[slot].isVisible) {
                    case (true, true):
                        position += 1
                        newPosition += 1
                    case (true, false):
                        splice.deletes.append(Int32(position))
                        position += 1
                    case (false, true):
                        splice.inserts.append(Int32(newPosition))
                        splice.insertedSlots.append(Int32(slot))
                        newPosition += 1
                    case (false, false):
                        break
                    }
                }
                if let order {
                    for slot in order { visit(Int(slot)) }
                } else {
                    for slot in 0..<before.count { visit(slot) }
                }
            }
        }
        return splice
    }
}

import OrderedCollections

extension DiffableDataSourceSnapshot {
    /// Appends sections at the end.
    ///
    /// Traps with UIKit's message if `identifiers` repeats a value or names a section that is
    /// already in the snapshot.
    ///
    /// - Complexity: amortized O(*k*) for *k* sections.
    @inlinable
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sectionStore.count)
    }

    /// Inserts sections immediately before an existing section.
    ///
    /// Traps with UIKit's message if the destination is unknown or is one of `identifiers`,
    /// or if `identifiers` repeats a value or names an existing section.
    ///
    /// - Complexity: O(*S*).
    @inlinable
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType],
        beforeSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, at: insertionOrdinal(identifiers, toIdentifier, before: true))
    }

    /// Inserts sections immediately after an existing section.
    ///
    /// Same traps as ``insertSections(_:beforeSection:)``.
    ///
    /// - Complexity: O(*S*).
    @inlinable
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType],
        afterSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, at: insertionOrdinal(identifiers, toIdentifier, before: false) + 1)
    }

    /// Deletes sections and their items; identifiers not in the snapshot are ignored.
    ///
    /// - Complexity: O(*n* + *S*) in the worst case.
    @inlinable
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let ordinals = Set(identifiers.compactMap { sectionStore.firstIndex(of: $0) }).sorted()
        guard !ordinals.isEmpty else { return }
        removeItems(runs: ordinals.map(sectionRange).filter { !$0.isEmpty })
        for ordinal in ordinals.reversed() {
            sectionStore.remove(at: ordinal)
            sectionEnds.remove(at: ordinal)
        }
        dropStaleMarks()
    }

    /// Moves a section (with its items) immediately before another section.
    ///
    /// Traps with UIKit's message if either section is unknown or both are the same.
    ///
    /// - Complexity: O(*S* + items between the two positions).
    @inlinable
    public mutating func moveSection(
        _ identifier: SectionIdentifierType,
        beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, toIdentifier, before: true)
    }

    /// Moves a section (with its items) immediately after another section.
    ///
    /// Same traps as ``moveSection(_:beforeSection:)``.
    ///
    /// - Complexity: O(*S* + items between the two positions).
    @inlinable
    public mutating func moveSection(
        _ identifier: SectionIdentifierType,
        afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, toIdentifier, before: false)
    }

    /// Marks sections to be reloaded when the snapshot is applied.
    ///
    /// Traps with UIKit's message if a section is not in the snapshot.
    @inlinable
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where !sectionStore.contains(identifier) {
            Misuse.trap(Misuse.reloadMissingSection(identifier))
        }
        reloadedSectionMarks.append(contentsOf: identifiers)
    }

    /// The sections marked by ``reloadSections(_:)``, in the order they were marked.
    @inlinable
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSectionMarks.elements }
}

// MARK: - Internals

extension DiffableDataSourceSnapshot {
    /// Validates a relative section insertion and returns the destination's ordinal.
    @inlinable
    func insertionOrdinal(_ identifiers: [Section], _ destination: Section, before: Bool) -> Int {
        if identifiers.contains(destination) {
            Misuse.trap(Misuse.sectionInsertionDestinationInList(destination, identifiers: identifiers, before: before))
        }
        guard let ordinal = sectionStore.firstIndex(of: destination) else {
            Misuse.trap(Misuse.notSatisfying("insertIndex != NSNotFound"))
        }
        return ordinal
    }

    /// Inserts validated-destination sections at `ordinal`, trapping on duplicates.
    @inlinable
    mutating func insertSections(_ identifiers: [Section], at ordinal: Int) {
        guard !identifiers.isEmpty else { return }
        let previousCount = sectionStore.count
        var appended = 0
        for identifier in identifiers {
            guard sectionStore.append(identifier).inserted else { break }
            appended += 1
        }
        guard appended == identifiers.count else {
            sectionStore.removeLast(appended)
            let duplicates = identifiers.duplicates()
            guard duplicates.isEmpty else { Misuse.trap(Misuse.duplicateSections(duplicates)) }
            Misuse.trap(Misuse.existingSections(identifiers.filter(sectionStore.contains)))
        }
        let count = identifiers.count
        let start = sectionStart(ordinal)
        sectionEnds.insert(contentsOf: repeatElement(start, count: count), at: ordinal)
        guard ordinal < previousCount else { return }
        sectionStore.moveSubrange(previousCount..<previousCount + count, to: ordinal)
    }

    @inlinable
    mutating func moveSection(_ identifier: Section, _ destination: Section, before: Bool) {
        if identifier == destination {
            Misuse.trap(Misuse.sectionMoveOntoItself(identifier, before: before))
        }
        guard let from = sectionStore.firstIndex(of: identifier) else {
            Misuse.trap(Misuse.notSatisfying("fromSection != NSNotFound"))
        }
        guard let anchor = sectionStore.firstIndex(of: destination) else {
            Misuse.trap(Misuse.notSatisfying("toSection != NSNotFound"))
        }
        // Both targets are in the pre-removal index space, like `moveSubrange`.
        let targetOrdinal = before ? anchor : anchor + 1
        let targetItem = before ? sectionStart(anchor) : sectionEnds[anchor]
        let items = sectionRange(from)
        var counts = (0..<sectionStore.count).map { sectionRange($0).count }
        let lowOrdinal = min(from, targetOrdinal)
        let highOrdinal = max(from + 1, targetOrdinal)
        sectionStore.moveSubrange(from..<from + 1, to: targetOrdinal)
        counts.moveBlock(from..<from + 1, to: targetOrdinal)
        itemStore.moveSubrange(items, to: targetItem)
        var end = sectionStart(lowOrdinal)
        for ordinal in lowOrdinal..<highOrdinal {
            end += counts[ordinal]
            sectionEnds[ordinal] = end
        }
        storageWork += sectionStart(highOrdinal) - sectionStart(lowOrdinal)
    }
}

extension Array {
    /// Moves one contiguous block before `destination` (pre-removal index space).
    @inlinable
    mutating func moveBlock(_ range: Range<Int>, to destination: Int) {
        guard destination < range.lowerBound || destination > range.upperBound else { return }
        let block = Array(self[range])
        removeSubrange(range)
        insert(contentsOf: block, at: destination > range.lowerBound ? destination - range.count : destination)
    }
}

/// What one or more updates of a list changed, in words: the exact phrase of a single change
/// ("Fuji moved to 3 of 11", "Apples collapsed, 4 hidden"), or counts once several are merged
/// ("5 added, 1 removed").
struct ChangeTally: Hashable {
    var added = 0
    var removed = 0
    var moved = 0
    var updated = 0
    var sectionsAdded = 0
    var sectionsRemoved = 0
    /// The words for this change when it is a single one; dropped by `merge(_:)`.
    var phrase: String?
    /// How many updates were merged into this tally.
    private(set) var updates = 1

    /// Adds `other`'s counts; the tally then speaks in counts.
    mutating func merge(_ other: ChangeTally) {
        added += other.added
        removed += other.removed
        moved += other.moved
        updated += other.updated
        sectionsAdded += other.sectionsAdded
        sectionsRemoved += other.sectionsRemoved
        updates += other.updates
        phrase = nil
    }

    /// The phrase, or the non-zero counts (`"2 added, 1 removed"`); `nil` when nothing changed.
    var sentence: String? {
        if let phrase { return phrase }
        let counts = [
            (sectionsAdded, sectionsAdded == 1 ? "section added" : "sections added"),
            (sectionsRemoved, sectionsRemoved == 1 ? "section removed" : "sections removed"),
            (added, "added"), (removed, "removed"), (moved, "moved"), (updated, "updated"),
        ]
        let words = counts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return words.isEmpty ? nil : words.joined(separator: ", ")
    }
}

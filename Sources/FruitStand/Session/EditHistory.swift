/// What `u` can undo and `U` redo, and what the user changed since the stand was fetched
/// (what `r` replaces).
///
/// Deletes are undone newest first, up to `limit` of them: each `u` puts one fruit back where
/// it was, and `U` deletes it again. A new delete forgets what `U` could redo, as undo
/// stacks do.
struct EditHistory: Sendable {
    /// Deleted fruit, newest last.
    private(set) var deleted: [DeletedFruit] = []
    /// The fruit `u` put back, newest last, for `U`.
    private(set) var restored: [FruitID] = []
    /// Changes made since the stand was fetched.
    private(set) var changes = LocalChanges()

    /// How many deletes `u` can undo; older ones are forgotten.
    static let limit = 100

    /// A fruit was deleted (by `d`, or by `U` again).
    mutating func didDelete(_ fruit: DeletedFruit, redoing: Bool = false) {
        deleted.append(fruit)
        if deleted.count > Self.limit { deleted.removeFirst(deleted.count - Self.limit) }
        if !redoing { restored = [] }
        changes.deleted += 1
    }

    /// The newest delete, taken off the stack for `u`.
    mutating func takeDelete() -> DeletedFruit? {
        deleted.popLast()
    }

    /// `u` put a deleted fruit back as `id`.
    mutating func didRestore(_ id: FruitID) {
        restored.append(id)
        changes.deleted -= 1
    }

    /// The newest fruit `u` put back, taken off the stack for `U`.
    mutating func takeRestored() -> FruitID? {
        restored.popLast()
    }

    mutating func didAdd() {
        changes.added += 1
    }

    mutating func didRestock() {
        changes.restocked += 1
    }

    /// A stand was fetched: the deletes and changes were of the stand it replaces. Returns
    /// what was changed there.
    mutating func standReplaced() -> LocalChanges {
        defer { self = EditHistory() }
        return changes
    }
}

/// What the user changed since the stand was fetched, for `r` to say what it replaced.
struct LocalChanges: Hashable, Sendable {
    var added = 0
    var deleted = 0
    var restocked = 0

    /// "2 added, 1 deleted, 3 restocked fruit", or nil when nothing changed.
    var description: String? {
        let parts = [(added, "added"), (deleted, "deleted"), (restocked, "restocked")].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return parts.isEmpty ? nil : parts.joined(separator: ", ") + " fruit"
    }
}

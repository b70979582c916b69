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

    /// Keeps what `edit` did: a delete goes on the undo stack (and forgets what `U` could redo,
    /// unless it is `U` deleting again), a fruit put back goes from it to the redo stack, a
    /// fetched stand starts afresh; adds and restocks are counted for `r` to name.
    mutating func record(_ edit: StandEdit) {
        switch edit {
        case .added: changes.added += 1
        case .restocked: changes.restocked += 1
        case .removed(let fruit, let redoing):
            deleted.append(fruit)
            if deleted.count > Self.limit { deleted.removeFirst(deleted.count - Self.limit) }
            if !redoing { restored = [] }
            changes.deleted += 1
        case .restored(_, let fruit):
            deleted.removeLast()
            restored.append(fruit.id)
            changes.deleted -= 1
        case .replaced: self = EditHistory()
        case .shuffled, .weatherChanged, .relisted: break
        }
    }

    /// The newest fruit `u` put back, taken off the stack for `U`.
    mutating func takeRestored() -> FruitID? {
        restored.popLast()
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

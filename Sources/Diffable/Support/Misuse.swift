/// UIKit's misuse messages and the trap that reports them.
///
/// The strings are UIKit's `NSInternalInconsistencyException` reasons (reference §1.3 and
/// §2), so a crash log reads the same as on iOS. Where UIKit prints an object address
/// (`<_UIDiffableDataSourceUpdate 0x…>`) the address is left out.
@usableFromInline
enum Misuse {
    /// Stops the program with `message`.
    ///
    /// `fatalError` rather than `preconditionFailure`, because optimized builds drop a
    /// precondition's message and the message is the whole point.
    @usableFromInline
    static func trap(_ message: String) -> Never {
        fatalError(message)
    }

    /// Formats identifiers the way Foundation prints an `NSSet`: `{(\n    a,\n    b\n)}`.
    @usableFromInline
    static func setDescription<T>(_ identifiers: some Sequence<T>) -> String {
        let lines = identifiers.map { "    \($0)" }
        return "{(\n" + lines.joined(separator: ",\n") + "\n)}"
    }

    @usableFromInline
    static let noSections =
        "There are currently no sections in the data source. Please add a section first."

    @usableFromInline
    static let sectionNotFound =
        "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"

    @usableFromInline
    static func duplicateItems<T>(_ duplicates: [T]) -> String {
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: "
            + setDescription(duplicates)
    }

    @usableFromInline
    static func duplicateSections<T>(_ duplicates: [T]) -> String {
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: "
            + setDescription(duplicates)
    }

    @usableFromInline
    static func existingSections<T>(_ existing: [T]) -> String {
        "Diffable data source detected an attempt to insert or append \(existing.count) section identifier(s) that already exist(s) in the snapshot. Identifiers in a snapshot must be unique. Section identifier(s) that already exist(s): "
            + setDescription(existing)
    }

    /// The warning UIKit logs (it does not crash) when appended items already exist.
    @usableFromInline
    static func existingItemsWarning(count: Int) -> String {
        let subject = count == 1
            ? "1 item identifier that already exists"
            : "\(count) item identifiers that already exist"
        return "Diffable data source detected an attempt to insert or append \(subject) in the snapshot. The existing item identifier will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger."
    }

    @usableFromInline
    static func notSatisfying(_ condition: String) -> String {
        "Invalid parameter not satisfying: \(condition)"
    }

    @usableFromInline
    static func itemInsertionDestinationInList<T>(_ destination: T, identifiers: [T], before: Bool) -> String {
        "Invalid update: destination for insertion operation [\(destination)] is in the insertion identifier list for update: "
            + update("INS", identifiers: identifiers, destination: destination, before: before)
    }

    @usableFromInline
    static func sectionInsertionDestinationInList<T>(_ destination: T, identifiers: [T], before: Bool) -> String {
        "Invalid update: destination for section operation [\(destination)] is in the inserted section list for update: "
            + update("INS", identifiers: identifiers, destination: destination, before: before)
    }

    @usableFromInline
    static func itemMoveOntoItself<T>(_ identifier: T, before: Bool) -> String {
        "Invalid update: destination for item move is the same as the source [\(identifier)] for update: "
            + update("MOV", identifiers: [identifier], destination: identifier, before: before)
    }

    @usableFromInline
    static func sectionMoveOntoItself<T>(_ identifier: T, before: Bool) -> String {
        "Invalid update: destination for section move is the same as the source [\(identifier)] for update: "
            + update("MOV", identifiers: [identifier], destination: identifier, before: before)
    }

    @usableFromInline
    static func reloadMissingItem<T>(_ identifier: T) -> String {
        "Attempted to reload item identifier that does not exist in the snapshot: \(identifier)"
    }

    @usableFromInline
    static func reconfigureMissingItem<T>(_ identifier: T) -> String {
        "Attempted to reconfigure item identifier that does not exist in the snapshot: \(identifier)"
    }

    @usableFromInline
    static func reloadMissingSection<T>(_ identifier: T) -> String {
        "Attempted to reload section identifier that does not exist in the snapshot: \(identifier)"
    }

    @usableFromInline
    static func sectionSnapshotDuplicates<T>(_ duplicates: [T]) -> String {
        "Identifiers in a section snapshot must be unique. Duplicate item identifiers: "
            + setDescription(duplicates)
    }

    static func sectionSnapshotMissingItem<T>(_ identifier: T) -> String {
        "Item identifier does not exist in section snapshot: \(identifier)"
    }

    static func sectionSnapshotMissingChild<T>(_ identifier: T) -> String {
        "Child item identifier does not exist in section snapshot: \(identifier)"
    }

    static func sectionSnapshotMissingParent<T>(_ identifier: T) -> String {
        "Parent item identifier does not exist in section snapshot: \(identifier)"
    }

    static func sectionSnapshotMissingDestination<T>(_ identifier: T, before: Bool) -> String {
        "Item identifier to insert \(before ? "before" : "after") does not exist in section snapshot: \(identifier)"
    }

    static func sectionSnapshotDeleteMissing<T>(_ identifier: T) -> String {
        "Failed to find index of item \(identifier)"
    }

    /// Recorded (UIKit logs it) when expanding or collapsing an item that is not there.
    static func sectionSnapshotIgnoredItem<T>(_ identifier: T, expanding: Bool) -> String {
        "Attempted to \(expanding ? "expand" : "collapse") item identifier that does not exist in section snapshot: \(identifier)"
    }

    private static func update<T>(_ action: String, identifiers: [T], destination: T, before: Bool) -> String {
        let list = identifiers.map { "\($0)" }.joined(separator: ", ")
        let position = before ? "before" : "after"
        return "<_UIDiffableDataSourceUpdate - action: \(action); identifiers: [\(list)]; destination: [\(destination)]; position: \(position)>"
    }
}

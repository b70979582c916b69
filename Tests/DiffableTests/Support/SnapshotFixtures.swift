import Testing
@testable import Diffable

typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

/// Builds a snapshot from `[(section, items)]`.
func makeSnapshot<S: Hashable, I: Hashable>(_ layout: [(S, [I])]) -> DiffableDataSourceSnapshot<S, I> {
    var snapshot = DiffableDataSourceSnapshot<S, I>()
    snapshot.appendSections(layout.map(\.0))
    for (section, items) in layout {
        snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}

/// The snapshot as `[(section, items)]`, for readable comparisons.
func layout<S: Hashable, I: Hashable>(_ snapshot: DiffableDataSourceSnapshot<S, I>) -> [Group<S, I>] {
    snapshot.sectionIdentifiers.map { Group(section: $0, items: snapshot.itemIdentifiers(inSection: $0)) }
}

struct Group<S: Hashable, I: Hashable>: Hashable, CustomStringConvertible {
    var section: S
    var items: [I]
    var description: String { "\(section): \(items)" }
}

/// Checks every derived index of a snapshot against a plain rebuild of its layout.
func expectConsistent<S: Hashable, I: Hashable>(
    _ snapshot: DiffableDataSourceSnapshot<S, I>,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    var global = 0
    for (ordinal, section) in snapshot.sectionIdentifiers.enumerated() {
        #expect(snapshot.indexOfSection(section) == ordinal, sourceLocation: sourceLocation)
        for (offset, item) in snapshot.itemIdentifiers(inSection: section).enumerated() {
            #expect(snapshot.indexOfItem(item) == global, sourceLocation: sourceLocation)
            #expect(snapshot.sectionIdentifier(containingItem: item) == section, sourceLocation: sourceLocation)
            #expect(snapshot.indexPath(for: item) == IndexPath(item: offset, section: ordinal), sourceLocation: sourceLocation)
            global += 1
        }
    }
    #expect(global == snapshot.numberOfItems, sourceLocation: sourceLocation)
    #expect(snapshot.itemStore.fingerprints.count == snapshot.numberOfItems, sourceLocation: sourceLocation)
}

extension Optional where Wrapped == ExitTest.Result {
    /// The child's standard error as text.
    var standardError: String {
        String(decoding: self?.standardErrorContent ?? [], as: UTF8.self)
    }
}

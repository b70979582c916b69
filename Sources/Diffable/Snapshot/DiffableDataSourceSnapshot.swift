import OrderedCollections

/// The state of a collection view's data at one point in time: ordered sections, each
/// holding ordered items, every identifier unique.
///
/// A value type, like UIKit's `NSDiffableDataSourceSnapshot`: build one, hand it to a data
/// source, and the data source diffs it against what is on screen. Section identifiers and
/// item identifiers live in separate namespaces (a section `1` and an item `1` may coexist).
///
/// Storage keeps every item in one ordered set in global order (section by section) and the
/// end offset of each section. That makes item and section lookups O(1) (`indexOfItem`,
/// `indexOfSection`; the section of an item is a binary search over the section ends),
/// lets appends to the last section run in amortized O(1) per item (a whole array is
/// hashed in one pass, its storage shared), and lets ``diff(from:to:)`` look items up in
/// the snapshots' own hash tables, by the hashes they already hold, instead of building new
/// ones. Each item is hashed once, when it enters the snapshot.
///
/// Misuse traps with UIKit's message (duplicates in one call, unknown destinations,
/// reloading an unknown identifier, moving onto itself, appending an existing section).
/// Appending an item that already exists moves it and records UIKit's warning in
/// ``Diagnostics``. Deleting unknown identifiers is silently ignored.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    @usableFromInline
    typealias Section = SectionIdentifierType
    @usableFromInline
    typealias Item = ItemIdentifierType

    /// Section identifiers in order.
    @usableFromInline
    var sectionStore: OrderedSet<Section> = []
    /// `sectionEnds[s]` is the global index one past the last item of section `s`.
    @usableFromInline
    var sectionEnds: [Int] = []
    /// Every item identifier, in global order.
    @usableFromInline
    var itemStore = IdentifierStore<Item>()
    @usableFromInline
    var reloadedSectionMarks: OrderedSet<Section> = []
    @usableFromInline
    var reloadedItemMarks: OrderedSet<Item> = []
    @usableFromInline
    var reconfiguredItemMarks: OrderedSet<Item> = []
    /// How many stored item slots mutations have written or shifted so far.
    ///
    /// Tests use it to prove that building a snapshot is linear without timing anything.
    @usableFromInline
    var storageWork = 0

    /// Creates an empty snapshot: no sections, no items.
    @inlinable
    public init() {}
}

extension DiffableDataSourceSnapshot: Equatable {
    /// Two snapshots are equal when they hold the same sections and items in the same order.
    ///
    /// Reload and reconfigure marks do not take part, as in UIKit.
    ///
    /// - Complexity: O(*n*) in the worst case; O(1) when the counts differ.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.itemStore.count == rhs.itemStore.count
            && lhs.sectionEnds == rhs.sectionEnds
            && lhs.sectionStore == rhs.sectionStore
            && lhs.itemStore == rhs.itemStore
    }
}

extension DiffableDataSourceSnapshot: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

// MARK: - Metrics and identification

extension DiffableDataSourceSnapshot {
    /// The number of items across all sections.
    @inlinable
    public var numberOfItems: Int { itemStore.count }

    /// The number of sections.
    @inlinable
    public var numberOfSections: Int { sectionStore.count }

    /// The section identifiers, in order.
    @inlinable
    public var sectionIdentifiers: [SectionIdentifierType] { sectionStore.elements }

    /// Every item identifier: section order, then item order.
    @inlinable
    public var itemIdentifiers: [ItemIdentifierType] { itemStore.array }

    /// The number of items in a section.
    ///
    /// Traps with UIKit's message if the section is not in the snapshot.
    @inlinable
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionRange(existingOrdinal(of: identifier)).count
    }

    /// The item identifiers of a section, in order.
    ///
    /// Traps with UIKit's message if the section is not in the snapshot.
    ///
    /// - Complexity: O(*k*) for the *k* items of the section.
    @inlinable
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        Array(itemStore.elements[sectionRange(existingOrdinal(of: identifier))])
    }

    /// The section that holds an item, or `nil` if the item is not in the snapshot.
    ///
    /// - Complexity: O(log *S*) for *S* sections.
    @inlinable
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        guard let index = itemStore.firstIndex(of: identifier) else { return nil }
        return sectionStore[sectionOrdinal(ofItemAt: index)]
    }

    /// The global index of an item across all sections, or `nil` if it is absent.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemStore.firstIndex(of: identifier)
    }

    /// The index of a section, or `nil` if it is absent.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionStore.firstIndex(of: identifier)
    }
}

// MARK: - Internal geometry

extension DiffableDataSourceSnapshot {
    /// The global index of the first item of the section at `ordinal`.
    @inlinable
    func sectionStart(_ ordinal: Int) -> Int {
        SectionEnds.start(of: ordinal, in: sectionEnds)
    }

    /// The global indexes of the items of the section at `ordinal`.
    @inlinable
    func sectionRange(_ ordinal: Int) -> Range<Int> {
        sectionStart(ordinal)..<sectionEnds[ordinal]
    }

    /// The ordinal of the section holding the item at global index `index` (or, for
    /// `index == numberOfItems`, of the first section after every item).
    ///
    /// - Complexity: O(log *S*): a binary search for the first section ending after `index`,
    ///   which skips empty sections.
    @inlinable
    func sectionOrdinal(ofItemAt index: Int) -> Int {
        SectionEnds.section(containing: index, in: sectionEnds)
    }

    /// The ordinal of a section that must exist (UIKit's "Section identifier was not found").
    @inlinable
    func existingOrdinal(of identifier: Section) -> Int {
        guard let ordinal = sectionStore.firstIndex(of: identifier) else {
            Misuse.trap(Misuse.sectionNotFound)
        }
        return ordinal
    }
}

/// The reference a snapshot is checked against: sections as an array of arrays, every
/// operation written the obvious way (linear searches, remove then insert), following the
/// semantics the Diffable documentation states (Snapshots, `make docs`).
struct SnapshotModel: Equatable {
    struct Section: Equatable {
        var id: Int
        var items: [Int]
    }

    var sections: [Section] = []
    var reloadedSections: [Int] = []
    var reloadedItems: [Int] = []
    var reconfiguredItems: [Int] = []

    /// Sections and items in order; marks do not take part, as in `==` on snapshots.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sections == rhs.sections
    }

    var sectionIDs: [Int] { sections.map { $0.id } }
    var items: [Int] { sections.flatMap { $0.items } }

    func sectionIndex(_ id: Int) -> Int? { sections.firstIndex { $0.id == id } }

    /// Section index and index within it.
    func position(of item: Int) -> (section: Int, item: Int)? {
        for (sectionIndex, section) in sections.enumerated() {
            if let index = section.items.firstIndex(of: item) { return (sectionIndex, index) }
        }
        return nil
    }

    func contains(item: Int) -> Bool { position(of: item) != nil }

    // MARK: Sections

    mutating func insertSections(_ ids: [Int], at index: Int) {
        sections.insert(contentsOf: ids.map { Section(id: $0, items: []) }, at: index)
    }

    mutating func deleteSections(_ ids: [Int]) {
        sections.removeAll { ids.contains($0.id) }
        dropStaleMarks()
    }

    /// Moves a section before (or after) another, with its items.
    mutating func moveSection(_ id: Int, to anchor: Int, before: Bool) {
        let moved = sections.remove(at: sectionIndex(id)!)
        let target = sectionIndex(anchor)!
        sections.insert(moved, at: before ? target : target + 1)
    }

    // MARK: Items

    /// Where inserted items go.
    enum Destination {
        case endOfSection(Int)
        case before(Int)
        case after(Int)
    }

    /// Inserts items; those already present are first removed from where they are.
    mutating func insertItems(_ ids: [Int], at destination: Destination) {
        removeItems(ids)
        switch destination {
        case .endOfSection(let id):
            sections[sectionIndex(id)!].items += ids
        case .before(let anchor):
            let (section, index) = position(of: anchor)!
            sections[section].items.insert(contentsOf: ids, at: index)
        case .after(let anchor):
            let (section, index) = position(of: anchor)!
            sections[section].items.insert(contentsOf: ids, at: index + 1)
        }
    }

    mutating func deleteItems(_ ids: [Int]) {
        removeItems(ids)
        dropStaleMarks()
    }

    mutating func deleteAll() {
        self = SnapshotModel()
    }

    mutating func moveItem(_ id: Int, to anchor: Int, before: Bool) {
        removeItems([id])
        insertItems([id], at: before ? .before(anchor) : .after(anchor))
    }

    // MARK: Marks

    mutating func mark(_ ids: [Int], in marks: WritableKeyPath<SnapshotModel, [Int]>) {
        for id in ids where !self[keyPath: marks].contains(id) {
            self[keyPath: marks].append(id)
        }
    }

    private mutating func removeItems(_ ids: [Int]) {
        for index in sections.indices {
            sections[index].items.removeAll { ids.contains($0) }
        }
    }

    /// Marks of identifiers that left the snapshot are dropped.
    private mutating func dropStaleMarks() {
        let sectionIDs = Set(sectionIDs), items = Set(items)
        reloadedSections.removeAll { !sectionIDs.contains($0) }
        reloadedItems.removeAll { !items.contains($0) }
        reconfiguredItems.removeAll { !items.contains($0) }
    }
}

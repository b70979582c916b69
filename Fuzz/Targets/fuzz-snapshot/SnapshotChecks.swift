import Diffable
import FuzzSupport

/// Compares every query of a snapshot with the model.
enum SnapshotChecks {
    static func compare(_ snapshot: Snapshot, _ model: SnapshotModel, after operation: SnapshotOperation) {
        // Only built when a check fails: describing the model on every operation costs most of the run.
        var context: String { "after \(operation); model \(model.sections)" }
        fuzzCheck(snapshot.sectionIdentifiers == model.sectionIDs, "sections \(snapshot.sectionIdentifiers) \(context)")
        fuzzCheck(snapshot.itemIdentifiers == model.items, "items \(snapshot.itemIdentifiers) \(context)")
        fuzzCheck(snapshot.numberOfSections == model.sections.count, "numberOfSections \(context)")
        fuzzCheck(snapshot.numberOfItems == model.items.count, "numberOfItems \(context)")
        for (index, section) in model.sections.enumerated() {
            fuzzCheck(snapshot.indexOfSection(section.id) == index, "indexOfSection(\(section.id)) \(context)")
            fuzzCheck(snapshot.sectionIdentifier(at: index) == section.id, "sectionIdentifier(at: \(index)) \(context)")
            fuzzCheck(snapshot.numberOfItems(inSection: section.id) == section.items.count, "numberOfItems(inSection: \(section.id)) \(context)")
            fuzzCheck(snapshot.itemIdentifiers(inSection: section.id) == section.items, "itemIdentifiers(inSection: \(section.id)) \(context)")
            fuzzCheck(snapshot.itemIdentifier(at: IndexPath(item: section.items.count, section: index)) == nil, "item past the end of section \(index) \(context)")
        }
        fuzzCheck(snapshot.sectionIdentifier(at: model.sections.count) == nil, "section past the end \(context)")
        fuzzCheck(snapshot.itemIdentifier(at: IndexPath(item: 0, section: model.sections.count)) == nil, "item in a section past the end \(context)")
        for id in Pool.sections where model.sectionIndex(id) == nil {
            fuzzCheck(snapshot.indexOfSection(id) == nil, "absent section \(id) has an index \(context)")
        }
        let items = model.items
        for item in Pool.items {
            fuzzCheck(snapshot.indexOfItem(item) == items.firstIndex(of: item), "indexOfItem(\(item)) \(context)")
            let position = model.position(of: item)
            let section = position.map { model.sections[$0.section].id }
            fuzzCheck(snapshot.sectionIdentifier(containingItem: item) == section, "sectionIdentifier(containingItem: \(item)) \(context)")
            let path = position.map { IndexPath(item: $0.item, section: $0.section) }
            fuzzCheck(snapshot.indexPath(for: item) == path, "indexPath(for: \(item)) \(context)")
            if let path {
                fuzzCheck(snapshot.itemIdentifier(at: path) == item, "itemIdentifier(at: \(path)) \(context)")
            }
        }
        fuzzCheck(snapshot.reloadedSectionIdentifiers == model.reloadedSections, "reloaded sections \(snapshot.reloadedSectionIdentifiers) \(context)")
        fuzzCheck(snapshot.reloadedItemIdentifiers == model.reloadedItems, "reloaded items \(snapshot.reloadedItemIdentifiers) \(context)")
        fuzzCheck(snapshot.reconfiguredItemIdentifiers == model.reconfiguredItems, "reconfigured items \(snapshot.reconfiguredItemIdentifiers) \(context)")
        let rebuilt = build(model)
        fuzzCheck(snapshot == rebuilt && rebuilt == snapshot, "not == to the same layout built by appends \(context)")
    }

    /// A snapshot with the model's layout, built by appends only.
    static func build(_ model: SnapshotModel) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(model.sectionIDs)
        for section in model.sections {
            snapshot.appendItems(section.items, toSection: section.id)
        }
        return snapshot
    }
}

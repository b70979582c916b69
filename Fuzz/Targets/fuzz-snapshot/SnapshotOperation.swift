import Diffable
import FuzzSupport

typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

/// The pools identifiers are drawn from: small, so operations keep meeting the same ones.
enum Pool {
    static let sections = 0...7
    static let items = 0...39
}

/// One operation on a snapshot, read from fuzz bytes and made valid against the model first,
/// so it never hits one of the misuse traps UIKit's messages stand for.
enum SnapshotOperation {
    case appendSections([Int])
    case insertSections([Int], anchor: Int, before: Bool)
    case deleteSections([Int])
    case moveSection(Int, anchor: Int, before: Bool)
    case appendItems([Int], section: Int?)
    case insertItems([Int], anchor: Int, before: Bool)
    case deleteItems([Int])
    case deleteAllItems
    case moveItem(Int, anchor: Int, before: Bool)
    case reloadItems([Int])
    case reconfigureItems([Int])
    case reloadSections([Int])
    case removeUpdateMarks
    /// Diff the snapshot as it was at the last checkpoint against now, then start a new one.
    case checkpoint

    /// The next operation in `input` that is valid for `model`, or nil when the chosen kind
    /// cannot apply (no sections to append to, no two items to move).
    static func read(_ input: inout FuzzInput, for model: SnapshotModel) -> SnapshotOperation? {
        let sections = model.sectionIDs, items = model.items
        func ids(_ pool: ClosedRange<Int>) -> [Int] {
            var result: [Int] = []
            for _ in 0..<input.int(in: 0...4) {
                let id = input.int(in: pool)
                if !result.contains(id) { result.append(id) }
            }
            return result
        }
        switch input.int(in: 0...13) {
        case 0:
            return .appendSections(ids(Pool.sections).filter { !sections.contains($0) })
        case 1:
            guard let anchor = input.element(of: sections) else { return nil }
            return .insertSections(ids(Pool.sections).filter { !sections.contains($0) }, anchor: anchor, before: input.bool())
        case 2:
            return .deleteSections((0..<input.int(in: 0...2)).map { _ in input.int(in: Pool.sections) })
        case 3:
            guard let moved = input.element(of: sections), let anchor = input.element(of: sections.filter { $0 != moved }) else { return nil }
            return .moveSection(moved, anchor: anchor, before: input.bool())
        case 4:
            guard !sections.isEmpty else { return nil }
            let section = input.bool() ? nil : input.element(of: sections)
            return .appendItems(ids(Pool.items), section: section)
        case 5:
            guard let anchor = input.element(of: items) else { return nil }
            return .insertItems(ids(Pool.items).filter { $0 != anchor }, anchor: anchor, before: input.bool())
        case 6:
            return .deleteItems(ids(Pool.items))
        case 7:
            return input.int(in: 0...3) == 0 ? .deleteAllItems : nil
        case 8:
            guard let moved = input.element(of: items), let anchor = input.element(of: items.filter { $0 != moved }) else { return nil }
            return .moveItem(moved, anchor: anchor, before: input.bool())
        case 9:
            return .reloadItems(ids(Pool.items).filter(items.contains))
        case 10:
            return .reconfigureItems(ids(Pool.items).filter(items.contains))
        case 11:
            return .reloadSections(ids(Pool.sections).filter(sections.contains))
        case 12:
            return .removeUpdateMarks
        default:
            return .checkpoint
        }
    }

    /// Applies the operation to both; returns how many of the items it inserts were already
    /// present (the snapshot moves them and records UIKit's warning).
    func apply(to snapshot: inout Snapshot, _ model: inout SnapshotModel) -> Int {
        switch self {
        case .appendSections(let ids):
            snapshot.appendSections(ids)
            model.insertSections(ids, at: model.sections.count)
        case .insertSections(let ids, let anchor, let before):
            before ? snapshot.insertSections(ids, beforeSection: anchor) : snapshot.insertSections(ids, afterSection: anchor)
            if !ids.isEmpty {
                model.insertSections(ids, at: model.sectionIndex(anchor)! + (before ? 0 : 1))
            }
        case .deleteSections(let ids):
            snapshot.deleteSections(ids)
            model.deleteSections(ids)
        case .moveSection(let id, let anchor, let before):
            before ? snapshot.moveSection(id, beforeSection: anchor) : snapshot.moveSection(id, afterSection: anchor)
            model.moveSection(id, to: anchor, before: before)
        case .appendItems(let ids, let section):
            let existing = ids.filter(model.contains(item:)).count
            snapshot.appendItems(ids, toSection: section)
            if !ids.isEmpty {
                model.insertItems(ids, at: .endOfSection(section ?? model.sectionIDs.last!))
            }
            return existing
        case .insertItems(let ids, let anchor, let before):
            let existing = ids.filter(model.contains(item:)).count
            before ? snapshot.insertItems(ids, beforeItem: anchor) : snapshot.insertItems(ids, afterItem: anchor)
            if !ids.isEmpty {
                model.insertItems(ids, at: before ? .before(anchor) : .after(anchor))
            }
            return existing
        case .deleteItems(let ids):
            snapshot.deleteItems(ids)
            model.deleteItems(ids)
        case .deleteAllItems:
            snapshot.deleteAllItems()
            model.deleteAll()
        case .moveItem(let id, let anchor, let before):
            before ? snapshot.moveItem(id, beforeItem: anchor) : snapshot.moveItem(id, afterItem: anchor)
            model.moveItem(id, to: anchor, before: before)
        case .reloadItems(let ids):
            snapshot.reloadItems(ids)
            model.mark(ids, in: \.reloadedItems)
        case .reconfigureItems(let ids):
            snapshot.reconfigureItems(ids)
            model.mark(ids, in: \.reconfiguredItems)
        case .reloadSections(let ids):
            snapshot.reloadSections(ids)
            model.mark(ids, in: \.reloadedSections)
        case .removeUpdateMarks:
            snapshot = snapshot.removingUpdateMarks()
            model.reloadedSections = []
            model.reloadedItems = []
            model.reconfiguredItems = []
        case .checkpoint:
            break
        }
        return 0
    }
}

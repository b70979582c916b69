import Diffable
import FuzzSupport

typealias Outline = DiffableDataSourceSectionSnapshot<Int>

/// Item identifiers come from a small pool, so operations keep meeting the same ones.
let itemPool = 0...39

/// A small outline of its own (for `insert(_:before:)` and `replace(childrenOf:using:)`), kept
/// as the real value and its model side by side.
struct Block {
    var outline = Outline()
    var model = OutlineModel()

    /// Up to five items not in `taken`, each appended under an earlier one or as a root, then
    /// some of them expanded.
    static func read(_ input: inout FuzzInput, avoiding taken: Set<Int>) -> Block {
        var block = Block()
        for _ in 0..<input.int(in: 0...5) {
            let item = input.int(in: itemPool)
            guard !taken.contains(item), !block.model.contains(item) else { continue }
            let parent = input.bool() ? nil : input.element(of: block.model.items)
            block.outline.append([item], to: parent)
            block.model.append([OutlineModel.Tree(item: item)], to: parent)
        }
        let expanded = block.model.items.filter { _ in input.bool() }
        block.outline.expand(expanded)
        block.model.expanded.formUnion(expanded)
        return block
    }
}

/// One operation on a section snapshot, read from fuzz bytes and made valid against the
/// model first, so it never hits one of the misuse traps.
enum OutlineOperation {
    case append([Int], parent: Int?)
    case insert([Int], anchor: Int, before: Bool)
    case insertBlock(Block, anchor: Int, before: Bool)
    case delete([Int])
    case deleteAll
    case replaceChildren(parent: Int, Block)
    case expand([Int])
    case collapse([Int])
    /// Carry on with `snapshot(of:includingParent:)` of an item.
    case extract(Int, includingParent: Bool)

    /// The next operation in `input` that is valid for `model`, or nil when the chosen kind
    /// cannot apply (nothing to insert next to).
    static func read(_ input: inout FuzzInput, for model: OutlineModel) -> OutlineOperation? {
        let items = model.items
        func fresh() -> [Int] {
            var result: [Int] = []
            for _ in 0..<input.int(in: 0...4) {
                let item = input.int(in: itemPool)
                if !items.contains(item), !result.contains(item) { result.append(item) }
            }
            return result
        }
        func any() -> [Int] {
            (0..<input.int(in: 0...3)).map { _ in input.int(in: itemPool) }
        }
        switch input.int(in: 0...9) {
        case 0:
            let parent = input.bool() ? nil : input.element(of: items)
            return .append(fresh(), parent: parent)
        case 1:
            guard let anchor = input.element(of: items) else { return nil }
            return .insert(fresh(), anchor: anchor, before: input.bool())
        case 2:
            guard let anchor = input.element(of: items) else { return nil }
            let before = input.bool()
            return .insertBlock(Block.read(&input, avoiding: Set(items)), anchor: anchor, before: before)
        case 3:
            return .delete((0..<input.int(in: 0...2)).compactMap { _ in input.element(of: items) })
        case 4:
            return input.int(in: 0...3) == 0 ? .deleteAll : nil
        case 5:
            guard let parent = input.element(of: items) else { return nil }
            // The parent's descendants go before the new ones arrive, so they may come back.
            let leaving = Set(model.tree(of: parent)!.items.dropFirst())
            return .replaceChildren(parent: parent, Block.read(&input, avoiding: Set(items).subtracting(leaving)))
        case 6:
            return .expand(any())
        case 7:
            return .collapse(any())
        case 8:
            guard input.int(in: 0...3) == 0, let item = input.element(of: items) else { return nil }
            return .extract(item, includingParent: input.bool())
        default:
            guard let anchor = input.element(of: items) else { return nil }
            return .insert(fresh(), anchor: anchor, before: false)
        }
    }

    /// Applies the operation to both; returns how many warnings the snapshot should record
    /// (one per unknown item it was asked to expand or collapse).
    func apply(to outline: inout Outline, _ model: inout OutlineModel) -> Int {
        let trees = { (items: [Int]) in items.map { OutlineModel.Tree(item: $0) } }
        switch self {
        case .append(let items, let parent):
            outline.append(items, to: parent)
            model.append(trees(items), to: parent)
        case .insert(let items, let anchor, let before):
            before ? outline.insert(items, before: anchor) : outline.insert(items, after: anchor)
            model.insert(trees(items), nextTo: anchor, before: before)
        case .insertBlock(let block, let anchor, let before):
            before ? outline.insert(block.outline, before: anchor) : outline.insert(block.outline, after: anchor)
            model.insert(block.model.roots, nextTo: anchor, before: before, expanded: block.model.expanded)
        case .delete(let items):
            outline.delete(items)
            for item in items { model.delete(item) }
        case .deleteAll:
            outline.deleteAll()
            model = OutlineModel()
        case .replaceChildren(let parent, let block):
            outline.replace(childrenOf: parent, using: block.outline)
            model.replaceChildren(of: parent, with: block.model.roots, expanded: block.model.expanded)
        case .expand(let items):
            outline.expand(items)
            model.expanded.formUnion(items.filter(model.contains))
            return items.filter { !model.contains($0) }.count
        case .collapse(let items):
            outline.collapse(items)
            model.expanded.subtract(items)
            return items.filter { !model.contains($0) }.count
        case .extract(let item, let includingParent):
            outline = outline.snapshot(of: item, includingParent: includingParent)
            model = model.outline(of: item, includingParent: includingParent)
        }
        return 0
    }
}

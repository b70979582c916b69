import Diffable
import FuzzSupport

/// Compares every query of a section snapshot with the model.
enum OutlineChecks {
    static func compare(_ outline: Outline, _ model: OutlineModel, after operation: OutlineOperation) {
        let rows = model.rows
        let items = rows.map { $0.item }
        // Only built when a check fails: describing the outline on every operation costs most of the run.
        var context: String { "after \(operation); model\n\(model.visualDescription)\nsnapshot\n\(outline.visualDescription())" }
        fuzzCheck(outline.items == items, "items \(context)")
        fuzzCheck(outline.rootItems == model.roots.map { $0.item }, "rootItems \(context)")
        fuzzCheck(outline.visibleItems == rows.filter { $0.isVisible }.map { $0.item }, "visibleItems \(context)")
        fuzzCheck(outline.expandedItems == items.filter(model.expanded.contains), "expandedItems \(context)")
        for (index, row) in rows.enumerated() {
            let item = row.item
            fuzzCheck(outline.index(of: item) == index, "index(of: \(item)) \(context)")
            fuzzCheck(outline.level(of: item) == row.level, "level(of: \(item)) \(context)")
            fuzzCheck(outline.parent(of: item) == row.parent, "parent(of: \(item)) \(context)")
            fuzzCheck(outline.isExpanded(item) == model.expanded.contains(item), "isExpanded(\(item)) \(context)")
            fuzzCheck(outline.isVisible(item) == row.isVisible, "isVisible(\(item)) \(context)")
        }
        let present = Set(items)
        for item in itemPool where !present.contains(item) {
            fuzzCheck(!outline.contains(item) && outline.index(of: item) == nil, "absent item \(item) found \(context)")
        }
        fuzzCheck(outline.visualDescription() == model.visualDescription, "visualDescription \(context)")
        let rebuilt = build(model)
        fuzzCheck(outline == rebuilt && rebuilt == outline && Outline(outline) == outline, "not == to the same outline built by appends \(context)")
        if let row = rows.last {
            let parent = row.parent ?? row.item
            for includingParent in [false, true] {
                fuzzCheck(outline.snapshot(of: parent, includingParent: includingParent) == build(model.outline(of: parent, includingParent: includingParent)),
                          "snapshot(of: \(parent), includingParent: \(includingParent)) \(context)")
            }
        }
    }

    /// A section snapshot with the model's tree and expansion, built by appends and one expand.
    static func build(_ model: OutlineModel) -> Outline {
        var outline = Outline()
        for row in model.rows {
            outline.append([row.item], to: row.parent)
        }
        outline.expand(Array(model.expanded))
        return outline
    }
}

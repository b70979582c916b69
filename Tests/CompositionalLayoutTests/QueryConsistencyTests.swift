import Diffable
import Testing
import TUICore
@testable import CompositionalLayout
import TestSupport

/// Property tests: whatever the layout, a virtualized query returns exactly what filtering
/// the whole layout would, and the point lookups agree with it.
@Suite("Query consistency")
struct QueryConsistencyTests {
    static func randomLayout(_ random: inout SeededGenerator) -> (CompositionalLayout, [Int], Size) {
        let columns = Int.random(in: 1...4, using: &random)
        let rowHeight = Int.random(in: 1...4, using: &random)
        let estimated = Bool.random(using: &random)
        let badge = LayoutSupplementaryItem(
            layoutSize: size(.absolute(2), .absolute(1)), elementKind: "badge",
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: FractionalPoint(x: 0.5, y: -1))
        )
        let item = LayoutItem(
            layoutSize: size(.fractionalWidth(1 / Double(columns)), estimated ? .estimated(rowHeight) : .fractionalHeight(1)),
            supplementaryItems: Bool.random(using: &random) ? [badge] : []
        )
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), estimated ? .estimated(rowHeight) : .absolute(rowHeight)), subitems: [item])
        let section = LayoutSection(group: group)
        section.interGroupSpacing = Int.random(in: 0...2, using: &random)
        section.contentInsets = DirectionalEdgeInsets(top: Int.random(in: 0...2, using: &random), leading: 1, bottom: Int.random(in: 0...2, using: &random), trailing: 1)
        let header = LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(1)), elementKind: ElementKind.sectionHeader, alignment: .top)
        header.pinToVisibleBounds = Bool.random(using: &random)
        header.extendsBoundary = Bool.random(using: &random)
        section.boundarySupplementaryItems = [header]
        section.decorationItems = Bool.random(using: &random) ? [.background(elementKind: "bg")] : []
        if Int.random(in: 0..<4, using: &random) == 0 { section.orthogonalScrollingBehavior = .continuous }
        let counts = (0..<Int.random(in: 1...6, using: &random)).map { _ in Int.random(in: 0...40, using: &random) }
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = Int.random(in: 0...2, using: &random)
        let layout = CompositionalLayout(section: section, configuration: configuration)
        return (layout, counts, Size(width: Int.random(in: 10...50, using: &random), height: 12))
    }

    @Test(arguments: [101, 202, 303, 404])
    func subRectQueriesMatchFilteringEverything(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<25 {
            let (layout, counts, container) = Self.randomLayout(&random)
            var prepared = layout.prepare(itemCounts: counts, containerSize: container)
            if prepared.hasEstimatedElements, Bool.random(using: &random) {
                let y = Int.random(in: 0...max(0, prepared.contentSize.height), using: &random)
                let seedHeights = UInt64.random(in: 0...UInt64.max, using: &random)
                prepared.measureEstimatedElements(in: Rect(x: 0, y: y, width: container.width, height: 12), using: ClosureLayoutMeasurer(item: { indexPath, _ in
                    Int((seedHeights >> UInt64(indexPath.item % 60)) & 3)
                }))
            }
            let offsets = (0..<counts.count).reduce(into: [Int: Int]()) { $0[$1] = Int.random(in: 0...20, using: &random) }
            let everything = Rect(x: -100, y: -100, width: 100_000, height: prepared.contentSize.height + 200)
            for _ in 0..<10 {
                let rect = Rect(
                    x: Int.random(in: -3...container.width, using: &random), y: Int.random(in: -3...prepared.contentSize.height + 3, using: &random),
                    width: Int.random(in: 1...container.width + 5, using: &random), height: Int.random(in: 1...15, using: &random)
                )
                let found = prepared.layoutAttributesForElements(in: rect, visibleBounds: rect, orthogonalOffsets: offsets)
                let expected = prepared.layoutAttributesForElements(in: everything, visibleBounds: rect, orthogonalOffsets: offsets).filter { $0.frame.intersects(rect) }
                #expect(Set(found) == Set(expected), "rect \(rect), counts \(counts)")
                #expect(found.count == Set(found).count)
            }
            let all = prepared.layoutAttributesForElements(in: everything, visibleBounds: everything, orthogonalOffsets: offsets)
            for cell in all where cell.representedElementCategory == .cell {
                #expect(prepared.layoutAttributesForItem(at: cell.indexPath, orthogonalOffsets: offsets) == cell)
                if !cell.frame.isEmpty {
                    let center = Point(x: cell.frame.minX + cell.frame.width / 2, y: cell.frame.minY + cell.frame.height / 2)
                    #expect(prepared.indexPathForItem(at: center, orthogonalOffsets: offsets) == cell.indexPath)
                }
            }
            for badge in all where badge.representedElementKind == "badge" {
                #expect(prepared.layoutAttributesForSupplementaryElement(ofKind: "badge", at: badge.indexPath, orthogonalOffsets: offsets) == badge)
            }
            // Every item with a non-empty frame is found (cells measured 0 rows tall are not visible).
            let cells = Set(all.filter { $0.representedElementCategory == .cell })
            var visible = 0
            for (section, count) in counts.enumerated() {
                for item in 0..<count {
                    let cell = prepared.layoutAttributesForItem(at: path(item, section), orthogonalOffsets: offsets)
                    #expect(cell != nil)
                    if let cell, !cell.frame.isEmpty {
                        visible += 1
                        #expect(cells.contains(cell))
                    }
                }
            }
            #expect(cells.count == visible)
        }
    }
}

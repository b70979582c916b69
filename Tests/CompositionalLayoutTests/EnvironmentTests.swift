import Diffable
import Testing
import TUICore
@testable import CompositionalLayout

@Suite("Environment and width changes")
struct EnvironmentTests {
    @Test func sizeClassFollowsTheThreshold() {
        #expect(TraitCollection.regularWidthThreshold == 70)
        #expect(TraitCollection(width: 69).horizontalSizeClass == .compact)
        #expect(TraitCollection(width: 70).horizontalSizeClass == .regular)
        let environment = LayoutEnvironment(containerSize: Size(width: 80, height: 24), contentInsets: DirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6))
        #expect(environment.container.effectiveContentSize == Size(width: 68, height: 24))
        #expect(environment.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func providerSeesTheEnvironmentOncePerSection() {
        final class Log { var calls: [(Int, LayoutEnvironment)] = [] }
        let log = Log()
        let layout = CompositionalLayout { index, environment in
            log.calls.append((index, environment))
            return rowSection()
        }
        _ = layout.prepare(itemCounts: [1, 2, 3], containerSize: Size(width: 60, height: 20))
        #expect(log.calls.map(\.0) == [0, 1, 2])
        #expect(log.calls.allSatisfy { $0.1.traitCollection.horizontalSizeClass == .compact })
        #expect(log.calls.allSatisfy { $0.1.container.contentSize == Size(width: 60, height: 20) })
        log.calls.removeAll()
        _ = layout.prepare(itemCounts: [1, 2, 3], containerSize: Size(width: 120, height: 40))
        #expect(log.calls.count == 3)
        #expect(log.calls.allSatisfy { $0.1.traitCollection.horizontalSizeClass == .regular })
        #expect(log.calls.allSatisfy { $0.1.container.effectiveContentSize == Size(width: 120, height: 40) })
    }

    /// One column when compact, three when regular.
    static var adaptive: CompositionalLayout { CompositionalLayout { _, environment in
        let columns = environment.traitCollection.horizontalSizeClass == .compact ? 1 : 3
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(2)), repeatingSubitem: item, count: columns)
        return LayoutSection(group: group)
    } }

    @Test func widthChangeRecomputesFrames() {
        let narrow = Self.adaptive.prepare(itemCounts: [6], containerSize: Size(width: 40, height: 10))
        #expect(narrow.frame(1) == Rect(x: 0, y: 2, width: 40, height: 2))
        #expect(narrow.contentSize == Size(width: 40, height: 12))
        let wide = Self.adaptive.prepare(itemCounts: [6], containerSize: Size(width: 100, height: 10))
        #expect(wide.frame(1) == Rect(x: 33, y: 0, width: 34, height: 2))
        #expect(wide.contentSize == Size(width: 100, height: 4))
        // The earlier value is untouched: it can still be used to animate from.
        #expect(narrow.frame(1) == Rect(x: 0, y: 2, width: 40, height: 2))
    }

    @Test func widthChangeRemeasuresEstimatedRows() {
        let layout = CompositionalLayout.list(using: ListConfiguration(appearance: .sidebarPlain))
        // Text of 30 columns wraps into ceil(30 / width) rows.
        let wrap = ClosureLayoutMeasurer(item: { _, width in (30 + width - 1) / width })
        var wide = layout.prepare(itemCounts: [4], containerSize: Size(width: 30, height: 10))
        _ = wide.resolveEstimatedElements(in: Rect(x: 0, y: 0, width: 30, height: 10), using: wrap)
        #expect(wide.frame(3) == Rect(x: 0, y: 3, width: 30, height: 1))
        var narrow = layout.prepare(itemCounts: [4], containerSize: Size(width: 10, height: 10))
        #expect(narrow.frame(3)?.height == 1)  // estimates again after a new preparation
        _ = narrow.resolveEstimatedElements(in: Rect(x: 0, y: 0, width: 10, height: 10), using: wrap)
        #expect(narrow.frame(3) == Rect(x: 0, y: 9, width: 10, height: 3))
    }

    @Test func sectionObjectSharedAcrossSectionsIsUnrolledOnce() {
        let layout = CompositionalLayout(section: rowSection())
        let prepared = layout.prepare(itemCounts: Array(repeating: 3, count: 1000), containerSize: Size(width: 20, height: 10))
        #expect(prepared.numberOfSections == 1000)
        #expect(prepared.frame(2, 999) == Rect(x: 0, y: 2999, width: 20, height: 1))
        #expect(prepared.frameForSection(500) == Rect(x: 0, y: 1500, width: 20, height: 3))
    }
}

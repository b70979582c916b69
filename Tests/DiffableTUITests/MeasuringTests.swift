import Foundation
import Testing
@testable import DiffableTUI

/// Measuring estimated rows happens with the layout in place: a cell provider may ask the
/// collection view anything while it runs (issue 14.8).
@MainActor
@Suite struct MeasuringTests {
    /// Rows estimated at 4 that measure 1: measuring the first screenful pulls in rows the
    /// pass did not prepare in advance, so their cells are dequeued during the measuring.
    private func overestimatedList(count: Int, seen: @escaping (CollectionView, IndexPath) -> Void) -> (Harness, AnyObject) {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(4))
        let item = LayoutItem(layoutSize: size)
        let group = LayoutGroup.vertical(layoutSize: size, subitems: [item])
        let harness = Harness(width: 20, height: 10, layout: CompositionalLayout(section: LayoutSection(group: group)))
        let cell = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "row \(item)"
            cell.contentConfiguration = content
        }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: harness.collectionView) { view, indexPath, item in
            seen(view, indexPath)
            return view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<count))
        dataSource.apply(snapshot, animatingDifferences: false)
        return (harness, dataSource)
    }

    @Test func aCellProviderSeesTheLayoutWhileRowsAreMeasured() {
        var contentHeights: [IndexPath: [Int]] = [:]
        let (harness, dataSource) = overestimatedList(count: 100) { view, indexPath in
            contentHeights[indexPath, default: []].append(view.contentSize.height)
        }
        defer { withExtendedLifetime(dataSource) {} }
        let lines = harness.frame().lines()
        #expect(lines.prefix(10).map { $0.trimmingCharacters(in: .whitespaces) } == (0..<10).map { "row \($0)" })
        // Every row on screen was provided, some of them during measuring; each provider call
        // saw a laid-out collection view.
        #expect((0..<10).allSatisfy { contentHeights[IndexPath(item: $0, section: 0)] != nil })
        #expect(contentHeights.values.joined().allSatisfy { $0 > 0 }, "content heights seen: \(contentHeights.sorted { $0.key < $1.key })")
    }

    @Test func eachVisibleRowIsProvidedOnce() {
        var calls: [IndexPath: Int] = [:]
        let (harness, dataSource) = overestimatedList(count: 100) { _, indexPath in calls[indexPath, default: 0] += 1 }
        defer { withExtendedLifetime(dataSource) {} }
        _ = harness.frame()
        #expect(calls.filter { $0.value > 1 }.isEmpty, "provided more than once: \(calls.filter { $0.value > 1 })")
        harness.press(.pageDown)
        #expect(calls.filter { $0.value > 1 }.isEmpty, "provided more than once: \(calls.filter { $0.value > 1 })")
    }
}

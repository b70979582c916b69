import DiffableTUITesting
import Testing

/// A new layout, and a section provider that answers differently, lay the items out again as
/// UIKit does: on `setCollectionViewLayout(_:animated:completion:)`, and on an apply even when
/// the snapshot has not changed.
@MainActor
@Suite struct LayoutChangeTests {
    /// One section of `columns` columns, a row per line.
    private static func section(columns: Int) -> LayoutSection {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / Double(columns)), heightDimension: .fractionalHeight(1)))
        return LayoutSection(group: .horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), subitems: [item]))
    }

    @MainActor private final class Scene {
        let driver = HeadlessDriver(size: Size(width: 20, height: 4))
        let collectionView: CollectionView
        let dataSource: CollectionViewDiffableDataSource<Int, String>
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        var columns = 1

        init() {
            let layout = CompositionalLayout { _, _ in LayoutChangeTests.section(columns: 1) }
            collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 20, height: 4), collectionViewLayout: layout)
            driver.window.rootView = collectionView
            let cell = CollectionView.CellRegistration<CollectionViewCell, String> { cell, _, text in
                var content = ListContentConfiguration.cell()
                content.text = text
                content.directionalLayoutMargins = .zero
                cell.contentConfiguration = content
            }
            dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, text in
                view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: text)
            }
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b", "c", "d"])
            dataSource.apply(snapshot, animatingDifferences: false)
            driver.runUntilIdle()
        }

        var rows: [String] {
            driver.screenLines.map { $0.split(separator: " ").joined(separator: " ") }
        }
    }

    @Test func reapplyingAnUnchangedSnapshotFollowsTheSectionProvider() {
        let scene = Scene()
        #expect(scene.rows == ["a", "b", "c", "d"])
        scene.collectionView.collectionViewLayout = CompositionalLayout { [unowned scene] _, _ in Self.section(columns: scene.columns) }
        scene.driver.runUntilIdle()
        var completed = false
        scene.dataSource.apply(scene.snapshot, animatingDifferences: false) { completed = true }
        #expect(completed, "the provider answers as before: nothing to lay out, the completion runs at once")
        scene.columns = 2
        completed = false
        let changeset = scene.dataSource.apply(scene.snapshot, animatingDifferences: true) { completed = true }
        #expect(changeset.isEmpty)
        scene.driver.runUntilIdle()
        #expect(completed)
        #expect(scene.rows == ["a b", "c d", "", ""])
    }

    @Test func anAnimatedLayoutChangeMovesTheItemsThroughFramesInBetween() {
        let scene = Scene()
        scene.driver.recordsFrames = true
        var finished: [Bool] = []
        scene.collectionView.setCollectionViewLayout(CompositionalLayout { _, _ in Self.section(columns: 2) }, animated: true) {
            finished.append($0)
        }
        #expect(finished.isEmpty, "the completion waits for the items to arrive")
        scene.driver.runUntilIdle()
        #expect(finished == [true])
        #expect(scene.rows == ["a b", "c d", "", ""])
        let shown = scene.driver.frames.map { $0.lines().map { $0.split(separator: " ").joined(separator: " ") } }
        #expect(shown.count > 2, "frames in between")
        #expect(shown.contains { $0 != ["a", "b", "c", "d"] && $0 != ["a b", "c d", "", ""] }, "the items are seen on their way")
    }

    @Test func withoutAnimationTheNewLayoutShowsAtOnce() {
        let scene = Scene()
        var finished: [Bool] = []
        scene.collectionView.setCollectionViewLayout(CompositionalLayout { _, _ in Self.section(columns: 4) }, animated: false) {
            finished.append($0)
        }
        #expect(finished == [true])
        scene.driver.runUntilIdle()
        #expect(scene.rows == ["a b c d", "", "", ""])
    }
}

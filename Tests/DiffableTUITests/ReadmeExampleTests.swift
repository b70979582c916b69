import DiffableTUI
import Foundation
import Testing

/// The README's example, verbatim between the markers, so the front page always compiles and
/// draws what it promises.
@MainActor
struct ReadmeExampleTests {
    enum Section: Hashable { case apples, oranges }
    struct Apple: Hashable { var name: String; var coreThickness: Int }
    struct Orange: Hashable { var name: String; var peelThickness: Int }

    @Test func theReadmeExampleDrawsItsFruit() {
        let driver = HeadlessDriver(size: Size(width: 40, height: 12))
        let bounds = driver.window.bounds
        let apples = [Apple(name: "Gala", coreThickness: 3), Apple(name: "Fuji", coreThickness: 4)]
        let oranges = [Orange(name: "Navel", peelThickness: 5)]

        // README begin
        let collectionView = CollectionView(frame: bounds,
            collectionViewLayout: .list(using: ListConfiguration(appearance: .insetGrouped)))

        // Registrations are made up front (one made inside the cell provider traps, as on iOS 15).
        let appleCell = CollectionView.CellRegistration<CollectionViewListCell, Apple> { cell, _, apple in
            var content = cell.defaultContentConfiguration()
            content.image = "🍎"
            content.text = apple.name
            content.secondaryText = "core \(apple.coreThickness) mm"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let orangeCell = CollectionView.CellRegistration<CollectionViewListCell, Orange> { cell, _, orange in
            var content = cell.defaultContentConfiguration()
            content.image = "🍊"
            content.text = orange.name
            cell.contentConfiguration = content
        }

        let dataSource = CollectionViewDiffableDataSource<Section, AnyHashable>(collectionView: collectionView) {
            view, indexPath, item in
            if let apple = item as? Apple { return view.dequeueConfiguredReusableCell(using: appleCell, for: indexPath, item: apple) }
            if let orange = item as? Orange { return view.dequeueConfiguredReusableCell(using: orangeCell, for: indexPath, item: orange) }
            return nil
        }

        var snapshot = DiffableDataSourceSnapshot<Section, AnyHashable>()
        snapshot.appendSections([.apples, .oranges])
        snapshot.appendItems(apples, toSection: .apples)
        snapshot.appendItems(oranges, toSection: .oranges)
        dataSource.apply(snapshot, animatingDifferences: true)   // diffs, then animates the rows
        // README end

        driver.window.rootView = collectionView
        driver.runUntilIdle()
        let screen = driver.screenText
        #expect(screen.contains("🍎 Gala"))
        #expect(screen.contains("core 3 mm"))
        #expect(screen.contains("🍊 Navel"))
        #expect(screen.contains("╭"), "inset-grouped sections are boxed")
        withExtendedLifetime(dataSource) {}
    }

    /// The code between the markers above is the README's example, line for line.
    @Test func theReadmeShowsThisCode() throws {
        let here = URL(filePath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appending(path: "README.md"), encoding: .utf8)
        let test = try String(contentsOf: here, encoding: .utf8)
        let example = test.components(separatedBy: "// README begin\n")[1].components(separatedBy: "        // README end")[0]
        let expected = example.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("        ") ? $0.dropFirst(8) : $0 }.joined(separator: "\n")
        let block = readme.components(separatedBy: "```swift\n").first { $0.contains("CollectionView.CellRegistration") }
        let code = try #require(block?.components(separatedBy: "```")[0])
        #expect(code.contains(expected))
    }
}

import DiffableTUITesting
import SnapshotTesting
import Testing
@testable import DiffableTUI

/// Golden screens beyond the list appearances: grids with badges, pinned headers, wide
/// text, terminal widths.
@MainActor
@Suite struct ScreenGoldenTests {
    /// The seed's fruit stand grid: two columns of rounded cards, a badge over each card's
    /// top-trailing corner, the focus ring on the second card.
    @Test func twoColumnGridWithBadges() {
        let (harness, source) = fruitGrid(width: 40, height: 20, layout: badgeGridLayout())
        harness.collectionView.focusedIndexPath = IndexPath(item: 1, section: 0)
        let buffer = harness.frame()
        assertSnapshot(of: buffer, as: .screen)
        // Each badge overlaps its card's top border and sticks out past its right edge.
        let lines = buffer.lines()
        #expect(lines[1].contains("╭────────────── 1"))
        #expect(buffer[19, 1].style.background == .indexed(160))
        withExtendedLifetime(source) {}
    }

    /// A hidden badge (seed 002 hides it at 0) draws nothing: the card's corner shows through.
    @Test func hiddenBadgeLeavesTheCardCornerWhole() {
        let (harness, source) = fruitGrid(width: 40, height: 20, layout: badgeGridLayout())
        let shown = harness.frame().lines()[1]
        #expect(!shown.contains("╮"), "a shown badge covers the first card's corner")
        for view in harness.collectionView.subviews where view is BadgeView { view.isHidden = true }
        let lines = harness.frame().lines()
        #expect(lines[1].hasPrefix("  ╭─"))
        #expect(lines[1].filter { $0 == "╮" }.count == 2, "both cards' top-trailing corners are drawn")
        withExtendedLifetime(source) {}
    }

    @Test func pinnedHeaderMidScroll() {
        let harness = Harness(width: 30, height: 10, layout: listLayout(.plain))
        let sections = (0..<3).map { section in (0..<10).map { "Item \(section).\($0)" } }
        let source = ArrayDataSource(sections)
        source.supplementaryProvider = ListSupplementaries(titles: ["Alpha", "Beta", "Gamma"], counts: [10, 10, 10]).provide
        harness.collectionView.dataSource = source
        harness.frame()
        // Section 1 starts at row 20 (header) with items from row 21; scroll into its middle.
        harness.collectionView.contentOffset = Point(x: 0, y: 28)
        let buffer = harness.frame()
        assertSnapshot(of: buffer, as: .screen)
        #expect(buffer.lines()[0] == "  Beta")
        withExtendedLifetime(source) {}
    }

    @Test func pinnedHeaderIsPushedOffByTheNextSection() {
        let harness = Harness(width: 30, height: 10, layout: listLayout(.plain))
        let source = ArrayDataSource([(0..<4).map { "A\($0)" }, (0..<20).map { "B\($0)" }])
        source.supplementaryProvider = ListSupplementaries(titles: ["Alpha", "Beta"], counts: [4, 20]).provide
        harness.collectionView.dataSource = source
        harness.frame()
        harness.collectionView.contentOffset = Point(x: 0, y: 2)
        let lines = harness.frame().lines()
        #expect(lines[0] == "  Alpha")
        #expect(lines.contains("  Beta"))
        withExtendedLifetime(source) {}
    }

    @Test func wideTextIsTruncatedWithoutSplittingGlyphs() {
        let harness = Harness(width: 22, height: 4, layout: listLayout(.plain, header: .none))
        let source = ArrayDataSource([["日本語のテキストがとても長い", "🍎🍊🍐🍇🍉🍌 fruit salad", "Plain ASCII that is long"]])
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            content.textProperties.numberOfLines = 1
            cell.contentConfiguration = content
        }
        source.cellProvider = { cv, ip, text in cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: text) }
        harness.collectionView.dataSource = source
        let buffer = harness.frame()
        assertSnapshot(of: buffer, as: .screen)
        let lines = buffer.lines()
        #expect(lines[0].hasSuffix("…"))
        #expect(lines[0].terminalWidth <= 20)
        #expect(lines[2].hasSuffix("…"))
        withExtendedLifetime(source) {}
    }

    @Test func wrappedTextGrowsTheRow() {
        let harness = Harness(width: 20, height: 6, layout: listLayout(.plain, header: .none))
        let source = ArrayDataSource([["A rather long sentence that wraps", "Short"]])
        harness.collectionView.dataSource = source
        let lines = harness.frame().lines()
        #expect(lines[0] == "  A rather long")
        #expect(lines[1] == "  sentence that")
        #expect(lines[2] == "  wraps")
        #expect(lines[4] == "  Short")
        withExtendedLifetime(source) {}
    }

    /// The same adaptive grid in a narrow (compact) and a wide (regular) terminal: one
    /// column below 70 columns, three from there.
    @Test(arguments: [34, 90])
    func narrowAndWideTerminals(width: Int) {
        let layout = CompositionalLayout { _, environment in
            let columns = environment.traitCollection.horizontalSizeClass == .compact ? 1 : 3
            let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
            let group = LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(3)),
                repeatingSubitem: item, count: columns)
            let section = LayoutSection(group: group)
            section.interGroupSpacing = 1
            return section
        }
        let (harness, source) = fruitGrid(width: width, height: 12, layout: layout)
        assertSnapshot(of: harness.frame(), as: .screen, named: "width\(width)")
        withExtendedLifetime(source) {}
    }

    @Test func sidebarInNarrowAndWideTerminals() {
        for width in [16, 60] {
            let (harness, source) = produceList(.sidebar, width: width, height: 9)
            assertSnapshot(of: harness.frame(), as: .screen, named: "width\(width)")
            withExtendedLifetime(source) {}
        }
    }
}

/// A grid of fruit cards with badges from the seeds.
@MainActor
func fruitGrid(width: Int, height: Int, layout: CompositionalLayout) -> (Harness, ArrayDataSource) {
    let harness = Harness(width: width, height: height, layout: layout)
    let source = ArrayDataSource([["Gala", "Fuji", "Navel", "Blood", "Honeycrisp"]])
    let registration = CollectionView.CellRegistration<FruitCell, String> { cell, indexPath, text in
        cell.configure(label: text, color: indexPath.item < 2 ? .indexed(28) : .indexed(166))
    }
    let badge = CollectionView.SupplementaryRegistration<BadgeView>(elementKind: "badge") { view, _, indexPath in
        view.count = indexPath.item + 1
    }
    source.cellProvider = { cv, ip, text in cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: text) }
    source.supplementaryProvider = { cv, _, ip in cv.dequeueConfiguredReusableSupplementary(using: badge, for: ip) }
    harness.collectionView.dataSource = source
    return (harness, source)
}

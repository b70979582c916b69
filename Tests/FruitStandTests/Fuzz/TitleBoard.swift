@testable import DiffableTUI
@testable import FruitStand
import TestSupport

/// A collection view showing random titles, run on a `HeadlessDriver` so that animations step
/// frame by frame: a plain list (titles, subtitles and a disclosure chevron), an inset grouped
/// list with headers, a sidebar list with headers and label accessories, or the app's card
/// grid with badges and pinned headers.
///
/// Items are numbers; `titles` says what each shows, so an apply can change a title in place
/// (a reconfigure) as well as insert, delete and move rows.
@MainActor
final class TitleBoard {
    enum Shape: CaseIterable {
        case plainList, insetGrouped, sidebar, cards
    }

    typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

    let shape: Shape
    let driver: HeadlessDriver
    let collectionView: CollectionView
    private(set) var dataSource: CollectionViewDiffableDataSource<Int, Int>!
    /// What each item (and, under negative numbers, each section header) shows.
    var titles: [Int: String] = [:]
    /// The second line or accessory label of some items.
    var details: [Int: String] = [:]

    init(shape: Shape, size: Size, colorDepth: ColorDepth) {
        self.shape = shape
        driver = HeadlessDriver(size: size, colorDepth: colorDepth)
        let layout: CompositionalLayout
        switch shape {
        case .plainList:
            layout = .list(using: ListConfiguration(appearance: .plain))
        case .insetGrouped, .sidebar:
            var configuration = ListConfiguration(appearance: shape == .sidebar ? .sidebar : .insetGrouped)
            configuration.headerMode = .supplementary
            layout = .list(using: configuration)
        case .cards:
            layout = ContentLayout.make(section: { _ in nil }, widestName: { 0 })
        }
        collectionView = CollectionView(frame: Rect(origin: .zero, size: size), collectionViewLayout: layout)
        driver.window.rootView = collectionView
        driver.window.renderTrace = RenderTrace()

        let row = CollectionView.CellRegistration<CollectionViewListCell, Int> { [unowned self] cell, _, item in
            var content: ListContentConfiguration = switch shape {
            case .sidebar: .sidebarCell()
            default: details[item] == nil ? cell.defaultContentConfiguration() : .subtitleCell()
            }
            content.text = titles[item] ?? ""
            content.secondaryText = shape == .sidebar ? nil : details[item]
            // Every way of cutting and wrapping text, one line or several, left, centred or right.
            content.textProperties.lineBreakMode = LineBreakMode.allCases[item % LineBreakMode.allCases.count]
            content.textProperties.numberOfLines = [1, 0, 2][item % 3]
            content.textProperties.alignment = TextAlignment.allCases[item % 5 % 3]
            content.secondaryTextProperties.numberOfLines = [0, 1][item % 2]
            cell.contentConfiguration = content
            cell.accessories = shape == .sidebar ? details[item].map { [.label(text: $0)] } ?? [] : [.disclosureIndicator()]
        }
        let card = CollectionView.CellRegistration<FruitCardCell, Int> { [unowned self] cell, _, item in
            cell.configure(FruitCardCell.Card(title: titles[item] ?? "", detail: details[item] ?? "", color: .indexed(28),
                                              isSoldOut: item % 3 == 0, wrapsDetail: item % 2 == 0))
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            shape == .cards ? view.dequeueConfiguredReusableCell(using: card, for: indexPath, item: item)
                : view.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
        }
        let header = CollectionView.SupplementaryRegistration<SectionHeaderView>(elementKind: CollectionView.elementKindSectionHeader) {
            [unowned self] view, _, indexPath in
            view.title = dataSource.sectionIdentifier(for: indexPath.section).flatMap { titles[-1 - $0] } ?? ""
        }
        let badge = CollectionView.SupplementaryRegistration<BadgeView>(elementKind: BadgeView.elementKind) { [unowned self] view, _, indexPath in
            view.count = dataSource.itemIdentifier(for: indexPath).map { $0 * 37 % 1500 } ?? 0
        }
        dataSource.supplementaryViewProvider = { view, kind, indexPath in
            kind == BadgeView.elementKind ? view.dequeueConfiguredReusableSupplementary(using: badge, for: indexPath)
                : view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
    }

    /// A random change to the shown snapshot: items deleted, inserted (with new titles), moved,
    /// and retitled (reconfigured); sometimes a new section. Returns what it did and how many
    /// new titles it drew.
    func randomChange(nextItem: inout Int, using generator: inout SeededGenerator) -> (snapshot: Snapshot, summary: String, titles: Int) {
        var snapshot = dataSource.snapshot()
        var drawn = 0
        if snapshot.numberOfSections == 0 || Int.random(in: 0..<6, using: &generator) == 0, snapshot.numberOfSections < 4 {
            let section = (snapshot.sectionIdentifiers.max() ?? -1) + 1
            titles[-1 - section] = UnicodeTitles.title(using: &generator)
            drawn += 1
            snapshot.appendSections([section])
        }
        let items = snapshot.itemIdentifiers
        let deleted = items.filter { _ in Int.random(in: 0..<5, using: &generator) == 0 }
        snapshot.deleteItems(deleted)
        let inserted = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
            nextItem += 1
            return nextItem
        }
        for item in inserted {
            titles[item] = UnicodeTitles.title(using: &generator)
            if Bool.random(using: &generator) { details[item] = UnicodeTitles.title(using: &generator) }
            drawn += 1 + (details[item] == nil ? 0 : 1)
            let section = snapshot.sectionIdentifiers.randomElement(using: &generator)!
            let existing = snapshot.itemIdentifiers(inSection: section)
            if let before = existing.randomElement(using: &generator), Bool.random(using: &generator) {
                snapshot.insertItems([item], beforeItem: before)
            } else {
                snapshot.appendItems([item], toSection: section)
            }
        }
        let kept = snapshot.itemIdentifiers
        var moves = 0
        for item in kept where kept.count > 1 && Int.random(in: 0..<6, using: &generator) == 0 {
            let other = kept.randomElement(using: &generator)!
            guard other != item else { continue }
            snapshot.moveItem(item, beforeItem: other)
            moves += 1
        }
        let retitled = kept.filter { !inserted.contains($0) && Int.random(in: 0..<6, using: &generator) == 0 }
        for item in retitled { titles[item] = UnicodeTitles.title(using: &generator) }
        drawn += retitled.count
        snapshot.reconfigureItems(retitled)
        let summary = "-\(deleted.count) +\(inserted.count) moves \(moves) retitled \(retitled.count)"
        return (snapshot, summary, drawn)
    }
}

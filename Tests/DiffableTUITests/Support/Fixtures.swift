@testable import DiffableTUI

/// Header and footer registrations for list fixtures: section titles and item counts.
@MainActor
struct ListSupplementaries {
    let titles: [String]
    let header: CollectionView.SupplementaryRegistration<CollectionViewListCell>
    let footer: CollectionView.SupplementaryRegistration<CollectionViewListCell>

    init(titles: [String], counts: [Int]) {
        self.titles = titles
        header = CollectionView.SupplementaryRegistration(elementKind: CollectionView.elementKindSectionHeader) { view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = titles[indexPath.section]
            view.contentConfiguration = content
        }
        footer = CollectionView.SupplementaryRegistration(elementKind: CollectionView.elementKindSectionFooter) { view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = "\(counts[indexPath.section]) items"
            view.contentConfiguration = content
        }
    }

    func provide(_ collectionView: CollectionView, _ kind: String, _ indexPath: IndexPath) -> CollectionReusableView? {
        kind == CollectionView.elementKindSectionHeader
            ? collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            : collectionView.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
    }
}

/// Two sections of produce in a list of `appearance`, with headers (and footers for the
/// grouped styles), "Oranges" selected and the focus on "Carrots".
@MainActor
func produceList(_ appearance: ListConfiguration.Appearance, width: Int = 40, height: Int = 16) -> (Harness, ArrayDataSource) {
    let grouped = appearance == .grouped || appearance == .insetGrouped
    let harness = Harness(width: width, height: height, layout: listLayout(appearance, footer: grouped))
    let sections = [["Apples", "Oranges", "Pears"], ["Carrots", "Leeks"]]
    let source = ArrayDataSource(sections)
    let supplementaries = ListSupplementaries(titles: ["Fruits", "Vegetables"], counts: sections.map(\.count))
    source.supplementaryProvider = supplementaries.provide
    harness.collectionView.dataSource = source
    harness.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    harness.collectionView.focusedIndexPath = IndexPath(item: 0, section: 1)
    return (harness, source)
}

/// Counts the views made and reset, to check reuse.
final class CountingCell: CollectionViewListCell {
    nonisolated(unsafe) static var created = 0
    var resets = 0
    var configurations = 0

    required init(frame: Rect) {
        super.init(frame: frame)
        Self.created += 1
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        resets += 1
    }
}

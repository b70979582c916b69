import Foundation
import Testing
@testable import DiffableTUI

@MainActor
@Test func scratchAppearances() throws {
    var all = ""
    for appearance in [ListConfiguration.Appearance.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain] {
        let harness = Harness(width: 40, height: 16, layout: listLayout(appearance, footer: appearance == .grouped))
        let source = ArrayDataSource([["Apples", "Oranges", "Pears"], ["Carrots", "Leeks"]])
        let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(elementKind: ElementKind.sectionHeader) { view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = indexPath.section == 0 ? "Fruits" : "Vegetables"
            view.contentConfiguration = content
        }
        let footer = CollectionView.SupplementaryRegistration<CollectionViewListCell>(elementKind: ElementKind.sectionFooter) { view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = "\(indexPath.section == 0 ? 3 : 2) items"
            view.contentConfiguration = content
        }
        source.supplementaryProvider = { cv, kind, ip in
            kind == ElementKind.sectionHeader ? cv.dequeueConfiguredReusableSupplementary(using: header, for: ip) : cv.dequeueConfiguredReusableSupplementary(using: footer, for: ip)
        }
        harness.collectionView.dataSource = source
        harness.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        harness.collectionView.focusedIndexPath = IndexPath(item: 0, section: 1)
        let buffer = harness.frame()
        all += "=== \(appearance)\n" + buffer.ansiText() + "\n"
        try buffer.svg(title: "\(appearance)").write(toFile: "/tmp/shot-\(appearance).svg", atomically: true, encoding: .utf8)
    }
    try all.write(toFile: "/tmp/frame.ansi", atomically: true, encoding: .utf8)
}

@MainActor
@Test func scratchGrid() throws {
    let harness = Harness(width: 40, height: 20, layout: badgeGridLayout())
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
    harness.collectionView.focusedIndexPath = IndexPath(item: 1, section: 0)
    let buffer = harness.frame()
    print(buffer.plainText())
    try buffer.svg(title: "grid").write(toFile: "/tmp/shot-grid.svg", atomically: true, encoding: .utf8)
}

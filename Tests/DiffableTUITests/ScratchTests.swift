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

@MainActor
@Test func scratchOutline() throws {
    var configuration = ListConfiguration(appearance: .sidebar)
    configuration.headerMode = .firstItemInSection
    let harness = Harness(width: 36, height: 18, layout: .list(using: configuration))
    let header = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, text in
        var content = cell.defaultContentConfiguration()
        content.text = text
        cell.contentConfiguration = content
        cell.accessories = [.outlineDisclosure()]
    }
    let row = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, text in
        var content = cell.defaultContentConfiguration()
        content.text = text
        content.image = text.hasPrefix("App") ? "🍎" : "🍊"
        cell.contentConfiguration = content
        if ["Apples", "Oranges"].contains(text) { cell.accessories = [.outlineDisclosure(), .label(text: "2")] } else { cell.accessories = [] }
    }
    let dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: harness.collectionView) { cv, ip, item in
        ip.item == 0 ? cv.dequeueConfiguredReusableCell(using: header, for: ip, item: item) : cv.dequeueConfiguredReusableCell(using: row, for: ip, item: item)
    }
    var fruit = DiffableDataSourceSectionSnapshot<String>()
    fruit.append(["Fruit"])
    fruit.append(["Apples", "Oranges"], to: "Fruit")
    fruit.append(["Gala", "Fuji"], to: "Apples")
    fruit.append(["Navel", "Blood"], to: "Oranges")
    fruit.expand(["Fruit", "Apples"])
    var veg = DiffableDataSourceSectionSnapshot<String>()
    veg.append(["Vegetables"])
    veg.append(["Carrots", "Leeks"], to: "Vegetables")
    dataSource.apply(fruit, to: "fruit", animatingDifferences: false)
    dataSource.apply(veg, to: "veg", animatingDifferences: false)
    harness.collectionView.focusedIndexPath = IndexPath(item: 1, section: 0)
    print(harness.text())
    harness.press(.down, .down, .down, .right)
    print(harness.text())
    harness.press(.right, .left, .left, .left)
    let buffer = harness.frame()
    print(buffer.plainText())
    try buffer.svg(title: "outline").write(toFile: "/tmp/shot-outline.svg", atomically: true, encoding: .utf8)
}

@testable import DiffableTUI

/// The seed's badge: a count on red, drawn over its cell's corner.
final class BadgeView: CollectionReusableView {
    var count = 0 { didSet { setNeedsDisplay() } }

    override func draw(in canvas: inout Canvas) {
        canvas.fill(bounds, style: Style(background: .indexed(160)))
        canvas.write("\(count)", in: bounds, style: Style(foreground: .indexed(231), background: .indexed(160)).bold, alignment: .center)
    }
}

/// A grid card like the fruit stand's: centred text on a rounded coloured background.
final class FruitCell: CollectionViewCell {
    func configure(label: String, color: Color) {
        var content = ListContentConfiguration.cell()
        content.text = label
        content.textProperties.color = .indexed(231)
        content.textProperties.alignment = .center
        contentConfiguration = content
        var background = BackgroundConfiguration.listPlainCell()
        background.cornerRadius = 1
        background.backgroundColor = color
        backgroundConfiguration = background
    }
}

/// A two-column grid of 5-row cards with a 3x1 badge over each card's top-trailing corner.
@MainActor
func badgeGridLayout() -> CompositionalLayout {
    let badge = LayoutSupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .absolute(3), heightDimension: .absolute(1)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: FractionalPoint(x: 0.34, y: -0.5)))
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), supplementaryItems: [badge])
    item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 2)
    let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(5)), subitems: [item])
    let section = LayoutSection(group: group)
    section.interGroupSpacing = 1
    section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 0, trailing: 0)
    return CompositionalLayout(section: section)
}

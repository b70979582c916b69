import DiffableTUI

/// A card of the stand: a rounded box in the fruit's colour with centred white text — seed
/// 000's `configure(label:relatedColor:)`, a list content configuration on a background
/// configuration with a corner radius.
///
/// The focused card gets the library's white ring (bold without colour, so the focus shows at
/// every depth); a selected card that is not focused gets a yellow one and a check mark. Cards
/// of fruit out of stock are darker and dim.
final class FruitCardCell: CollectionViewCell {
    /// What a card shows.
    struct Card: Hashable {
        var title: String
        var detail: String
        var color: Color
        /// Dim text (sold out).
        var isMuted = false
        /// The detail may wrap onto any number of lines (the bad-weather card).
        var wrapsDetail = false
    }

    static let selectionRing = Color.indexed(220)

    private(set) var card = Card(title: "", detail: "", color: .default) {
        didSet { if oldValue != card { setNeedsUpdateConfiguration() } }
    }

    /// Seed 000's `configure(label:relatedColor:)`, with the label split into a title and a
    /// detail line.
    func configure(_ card: Card) {
        self.card = card
    }

    override func updateConfiguration(using state: CellConfigurationState) {
        var content = ListContentConfiguration.cell()
        content.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        content.text = state.isSelected ? "✓ " + card.title : card.title
        content.textProperties.color = .indexed(231)
        content.textProperties.attributes = card.isMuted ? [.bold, .dim] : .bold
        content.textProperties.alignment = .center
        content.textProperties.numberOfLines = 1
        content.secondaryText = card.detail
        content.secondaryTextProperties.color = .indexed(231)
        content.secondaryTextProperties.attributes = card.isMuted ? .dim : []
        content.secondaryTextProperties.alignment = .center
        content.secondaryTextProperties.numberOfLines = card.wrapsDetail ? 0 : 1
        contentConfiguration = content

        var background = BackgroundConfiguration.listPlainCell()
        background.cornerRadius = 1
        background.backgroundColor = card.color
        if state.isSelected, !state.isFocused { background.strokeColor = Self.selectionRing }
        backgroundConfiguration = background
    }
}

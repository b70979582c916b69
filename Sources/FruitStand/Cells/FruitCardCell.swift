import Foundation
import DiffableTUI

/// A card of the stand: one flat block in the fruit's colour with centred text — seed 000's
/// `configure(label:relatedColor:)`, a list content configuration on a background
/// configuration.
///
/// A card is a single layer: its fill covers its whole frame, with no outline around it, so
/// cards side by side (and cards sliding past each other) never show doubled borders. The
/// focused card gets the library's white ring and a selected one a yellow ring with a check
/// mark, both drawn on the card's own fill (bold without colour, so the focus shows at every
/// depth). A fruit out of stock is a dark grey card with grey text saying "sold out".
final class FruitCardCell: CollectionViewCell {
    /// What a card shows.
    struct Card: Hashable {
        var title: String
        var detail: String
        var color: Color
        /// Out of stock: the dark sold-out look, "sold out" in place of the detail.
        var isSoldOut = false
        /// The detail may wrap onto any number of lines (the bad-weather card).
        var wrapsDetail = false
    }

    /// The live filter's text, read as the card is drawn (so a new filter needs no
    /// reconfiguring): underlined where the title contains it, case- and
    /// diacritic-insensitively, as the filter matches.
    var filterText: () -> String = { "" }

    static let selectionRing = Color.indexed(220)

    /// How many cards' cells were ever made: a reload that made one says so, a reload that
    /// dequeued one from the reuse queue says that (the status line of `R`).
    private(set) static var cellsMade = 0

    required init(frame: Rect = .zero) {
        super.init(frame: frame)
        Self.cellsMade += 1
    }

    private(set) var card = Card(title: "", detail: "", color: .default) {
        didSet { if oldValue != card { setNeedsUpdateConfiguration() } }
    }

    /// Seed 000's `configure(label:relatedColor:)`, with the label split into a title and a
    /// detail line.
    func configure(_ card: Card) {
        self.card = card
    }

    /// The card's fill: its colour, or the sold-out grey.
    var fill: Color { card.isSoldOut ? CardPalette.soldOut : card.color }

    override func updateConfiguration(using state: CellConfigurationState) {
        let text = card.isSoldOut ? CardPalette.soldOutText : CardPalette.text
        var content = ListContentConfiguration.cell()
        content.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        content.text = state.isSelected ? "✓ " + card.title : card.title
        content.textProperties.color = text
        content.textProperties.attributes = card.isSoldOut ? [] : .bold
        content.textProperties.alignment = .center
        content.textProperties.numberOfLines = 1
        content.secondaryText = card.isSoldOut ? "sold out" : card.detail
        content.secondaryTextProperties.color = text
        content.secondaryTextProperties.attributes = card.isSoldOut ? .italic : []
        content.secondaryTextProperties.alignment = .center
        content.secondaryTextProperties.numberOfLines = card.wrapsDetail ? 0 : 1
        contentConfiguration = content

        var background = BackgroundConfiguration.listPlainCell()
        background.backgroundColor = fill
        // Only a ring has a border: the focus ring (white, set by the library for a custom
        // fill) or the selection ring.
        if state.isFocused || state.isSelected { background.cornerRadius = 1 }
        if state.isSelected, !state.isFocused { background.strokeColor = Self.selectionRing }
        backgroundConfiguration = background
    }

    /// Draws the card, then puts its ring on its own fill: the library draws a border on the
    /// terminal's background around the fill, which would make the card two layers.
    override func drawSubviews(in canvas: inout Canvas) {
        super.drawSubviews(in: &canvas)
        highlightMatch(in: &canvas)
        guard canvas.colorDepth != .monochrome else { return }
        let fill = fill
        canvas.updateStyles(in: bounds) { style in
            if style.background == .default { style.background = fill }
        }
        // At 16 and 8 colours the card, its text and its ring take colours that read on light
        // and dark themes alike (the ring black: the check mark marks a selection).
        if let low = CardPalette.lowColor(of: fill, depth: canvas.colorDepth) {
            canvas.updateStyles(in: bounds) { style in
                guard style.background == fill else { return }
                style.background = low.fill
                style.foreground = low.text
            }
        }
    }

    /// Underlines the part of the title the filter matched, where the content view drew it, so
    /// the user sees why each card is shown. A title cut short with `…` keeps its highlight on
    /// the part still shown.
    private func highlightMatch(in canvas: inout Canvas) {
        let filter = filterText()
        guard !filter.isEmpty,
              let match = card.title.range(of: filter, options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive])
        else { return }
        let prefix = card.title.distance(from: card.title.startIndex, to: match.lowerBound)
        let length = card.title.distance(from: match.lowerBound, to: match.upperBound)
        for y in 0..<bounds.height {
            // One entry per grapheme on the row (wide ones take two columns), with its column.
            var columns: [Int] = []
            var row = ""
            for x in 0..<bounds.width {
                let cell = canvas.cell(at: Point(x: x, y: y))
                guard !cell.isContinuation else { continue }
                columns.append(x)
                row += cell.grapheme
            }
            guard let title = row.range(of: String(card.title.prefix(prefix + 1))) else { continue }
            let start = row.distance(from: row.startIndex, to: title.lowerBound) + prefix
            for index in start..<min(start + length, columns.count) where row[row.index(row.startIndex, offsetBy: index)] != "…" {
                canvas.updateStyles(in: Rect(x: columns[index], y: y, width: 1, height: 1)) { $0.attributes.insert(.underline) }
            }
            return
        }
    }
}

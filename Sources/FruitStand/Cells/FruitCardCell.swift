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
final class FruitCardCell: CollectionViewCell, ReuseReporting {
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

    weak var reuseLedger: ReuseLedger?

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseLedger?.queued(self)
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
        content.textProperties.lineBreakMode = titleLineBreakMode(filter: filterText())
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
        keepMatchShown()
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

    /// Where a title too long for its card is cut: in the middle, so names that share a start
    /// keep the end that tells them apart ("Braeburn Ced…#0000123"); while a filter matches,
    /// at the end away from the match, so the match stays in what is shown.
    func titleLineBreakMode(filter: String) -> LineBreakMode {
        guard !filter.isEmpty, let match = card.title.range(of: filter, options: Self.matching) else { return .byTruncatingMiddle }
        let before = card.title.distance(from: card.title.startIndex, to: match.lowerBound)
        let after = card.title.distance(from: match.upperBound, to: card.title.endIndex)
        return before <= after ? .byTruncatingTail : .byTruncatingHead
    }

    /// The filter's comparison, as the filter matches.
    static let matching: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]

    /// Follows a filter typed since the card was configured (a new filter does not reconfigure
    /// the cards): the title is cut where the match stays shown.
    private func keepMatchShown() {
        guard var content = contentConfiguration as? ListContentConfiguration else { return }
        let mode = titleLineBreakMode(filter: filterText())
        guard content.textProperties.lineBreakMode != mode else { return }
        content.textProperties.lineBreakMode = mode
        contentConfiguration = content
        layoutIfNeeded()
    }

    /// Underlines the part of the title the filter matched, where the content view drew it, so
    /// the user sees why each card is shown. A title cut short with `…` keeps its highlight on
    /// the part of the match still shown.
    private func highlightMatch(in canvas: inout Canvas) {
        let filter = filterText()
        guard !filter.isEmpty, let match = card.title.range(of: filter, options: Self.matching) else { return }
        let matched = card.title[match]
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
            // The match whole, or the part of it beside the ellipsis that cut it.
            let shown = row.range(of: matched)
                ?? (1..<matched.count).reversed().lazy.compactMap { length in
                    row.range(of: String(matched.prefix(length)) + "…") ?? row.range(of: "…" + String(matched.suffix(length)))
                }.first
            guard let shown else {
                // Only the title's row, the first with text: a detail's digits are no match.
                if row.contains(where: { $0.isLetter || $0.isNumber }) { return }
                continue
            }
            let start = row.distance(from: row.startIndex, to: shown.lowerBound)
            let length = row.distance(from: shown.lowerBound, to: shown.upperBound)
            for index in start..<min(start + length, columns.count) where row[row.index(row.startIndex, offsetBy: index)] != "…" {
                canvas.updateStyles(in: Rect(x: columns[index], y: y, width: 1, height: 1)) { $0.attributes.insert(.underline) }
            }
            return
        }
    }

    /// Whether the title is cut short on the card (its full name is then shown elsewhere).
    var isTitleTruncated: Bool {
        guard let content = contentConfiguration as? ListContentConfiguration, let title = content.text else { return false }
        let room = bounds.width - content.directionalLayoutMargins.leading - content.directionalLayoutMargins.trailing
        return title.terminalWidth > room
    }
}

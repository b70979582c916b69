import Testing
@testable import DiffableTUI

/// Content and background configurations, accessories and the configuration-state flow,
/// drawn through a cell alone.
@MainActor
@Suite struct ConfigurationTests {
    /// Draws `cell` at `size` and returns the buffer.
    private func draw(_ cell: CollectionViewCell, width: Int, height: Int, depth: ColorDepth = .truecolor) -> Buffer {
        cell.frame = Rect(x: 0, y: 0, width: width, height: height)
        cell.layoutIfNeeded()
        var canvas = Canvas(buffer: Buffer(size: Size(width: width, height: height)), colorDepth: depth)
        cell.render(in: &canvas)
        return canvas.buffer
    }

    private func cell(_ configuration: ListContentConfiguration) -> CollectionViewListCell {
        let cell = CollectionViewListCell()
        cell.contentConfiguration = configuration
        return cell
    }

    @Test func subtitleCellStacksAndMeasuresTwoRows() {
        var content = ListContentConfiguration.subtitleCell()
        content.text = "Gala"
        content.secondaryText = "core 4 mm"
        let cell = cell(content)
        #expect(cell.sizeThatFits(Size(width: 20, height: 0)).height == 2)
        let buffer = draw(cell, width: 20, height: 2)
        #expect(buffer.lines() == ["  Gala", "  core 4 mm"])
        #expect(buffer[2, 1].style.attributes.contains(.dim))
    }

    @Test func numberOfLinesLimitsWrapping() {
        var content = ListContentConfiguration.cell()
        content.text = "one two three four five six"
        #expect(cell(content).sizeThatFits(Size(width: 12, height: 0)).height == 4)
        content.textProperties.numberOfLines = 2
        let limited = cell(content)
        #expect(limited.sizeThatFits(Size(width: 12, height: 0)).height == 2)
        #expect(draw(limited, width: 12, height: 2).lines()[1].hasSuffix("…"))
        content.directionalLayoutMargins.top = 1
        content.directionalLayoutMargins.bottom = 1
        #expect(cell(content).sizeThatFits(Size(width: 12, height: 0)).height == 4)
    }

    @Test func valueCellPutsTheValueAgainstTheTrailingEdge() {
        var content = ListContentConfiguration.valueCell()
        content.text = "Apples"
        content.secondaryText = "12"
        #expect(draw(cell(content), width: 20, height: 1).lines() == ["  Apples        12"])
        content.text = "A very long fruit name indeed"
        let line = draw(cell(content), width: 20, height: 1).lines()[0]
        #expect(line.hasSuffix("12") && line.contains("…"))
    }

    @Test func sideBySideFallsBackToStacked() {
        var content = ListContentConfiguration.cell()
        content.text = "Oranges"
        content.secondaryText = "peel 3 mm"
        content.prefersSideBySideTextAndSecondaryText = true
        #expect(draw(cell(content), width: 30, height: 1).lines() == ["  Oranges          peel 3 mm"])
        #expect(cell(content).sizeThatFits(Size(width: 16, height: 0)).height == 2)
    }

    @Test func imagesReserveColumnsSoTextsLineUp() {
        var content = ListContentConfiguration.sidebarCell()
        content.image = "★"
        content.imageProperties.reservedLayoutWidth = 2
        content.text = "Starred"
        var other = content
        other.image = "🍎"
        other.text = "Apples"
        #expect(draw(cell(content), width: 20, height: 1).lines()[0] == " ★  Starred")
        #expect(draw(cell(other), width: 20, height: 1).lines()[0] == " 🍎 Apples")
    }

    @Test func textTransformsAndAlignment() {
        var content = ListContentConfiguration.groupedHeader()
        content.text = "fresh fruit"
        #expect(draw(cell(content), width: 20, height: 1).lines()[0] == "  FRESH FRUIT")
        content.textProperties.transform = .capitalized
        content.textProperties.alignment = .center
        #expect(draw(cell(content), width: 20, height: 1).lines()[0] == "    Fresh Fruit")
    }

    @Test func listStylesFollowTheState() {
        let cell = CollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Row"
        cell.contentConfiguration = content
        #expect(draw(cell, width: 10, height: 1)[5, 0].style.background == .default)
        cell.isSelected = true
        #expect(draw(cell, width: 10, height: 1)[5, 0].style.background == Palette.selection)
        cell.isFocused = true
        let focused = draw(cell, width: 10, height: 1)
        #expect(focused[5, 0].style.background == Palette.accent)
        #expect(focused[2, 0].style.foreground == .indexed(231))
    }

    @Test func aCustomBackgroundColorKeepsItsColorAndShowsFocusAsARing() {
        let cell = FruitCell()
        cell.configure(label: "Gala", color: .indexed(28))
        cell.isSelected = true
        let selected = draw(cell, width: 12, height: 3)
        #expect(selected[5, 1].style.background == .indexed(28))
        #expect(selected[0, 0].grapheme == "╭" && selected[0, 0].style.foreground == .indexed(28))
        cell.isFocused = true
        let focused = draw(cell, width: 12, height: 3)
        #expect(focused[0, 0].style.foreground == Palette.focusRing)
        let low = draw(cell, width: 12, height: 1)
        #expect(low[0, 0].grapheme != "╭")
        #expect(low[5, 0].style.attributes.contains(.bold))
    }

    @Test func strokeWidthDrawsASquareBorder() {
        let cell = CollectionViewCell()
        var background = BackgroundConfiguration.clear()
        background.strokeWidth = 1
        background.strokeColor = .red
        cell.backgroundConfiguration = background
        #expect(draw(cell, width: 6, height: 3).lines()[0] == "┌────┐")
    }

    @Test func clearBackgroundsStayClear() {
        let cell = CollectionViewCell()
        cell.backgroundConfiguration = .clear()
        cell.isSelected = true
        cell.isFocused = true
        #expect(draw(cell, width: 6, height: 1)[2, 0].style == .plain)
    }

    @Test func monochromeEmphasisIsReverseVideo() {
        let cell = CollectionViewListCell()
        cell.isFocused = true
        #expect(draw(cell, width: 6, height: 1, depth: .monochrome)[2, 0].style.attributes.contains(.reverse))
    }

    @Test func updateConfigurationRunsOncePerStateChange() {
        final class Observing: CollectionViewCell {
            var states: [CellConfigurationState] = []
            override func updateConfiguration(using state: CellConfigurationState) {
                states.append(state)
            }
        }
        let cell = Observing()
        _ = draw(cell, width: 4, height: 1)
        cell.isSelected = true
        cell.isHighlighted = true
        _ = draw(cell, width: 4, height: 1)
        _ = draw(cell, width: 4, height: 1)
        #expect(cell.states.count == 2)
        #expect(cell.states.last?.isSelected == true && cell.states.last?.isHighlighted == true)
    }

    @Test func automaticUpdatesCanBeTurnedOff() {
        var content = ListContentConfiguration.subtitleCell()
        content.text = "A"
        content.secondaryText = "b"
        let cell = cell(content)
        cell.isFocused = true
        #expect(!draw(cell, width: 8, height: 2)[2, 1].style.attributes.contains(.dim))
        cell.automaticallyUpdatesContentConfiguration = false
        cell.automaticallyUpdatesBackgroundConfiguration = false
        let fixed = draw(cell, width: 8, height: 2)
        #expect(fixed[2, 1].style.attributes.contains(.dim))
        #expect(fixed[5, 0].style.background == .default)
    }

    @Test func accessoriesSitBesideTheContent() {
        var content = ListContentConfiguration.cell()
        content.text = "Fruit"
        let row = cell(content)
        row.accessories = [.outlineDisclosure(options: .init(style: .cell)), .label(text: "12"), .checkmark(), .disclosureIndicator()]
        #expect(draw(row, width: 24, height: 1).lines()[0] == "  ▸ Fruit       12 ✓ ›")
        row.isExpanded = true
        row.indentationLevel = 1
        #expect(draw(row, width: 24, height: 1).lines()[0] == "    ▾ Fruit     12 ✓ ›")
        row.accessories = [.outlineDisclosure(options: .init(style: .header))]
        #expect(draw(row, width: 24, height: 1).lines()[0] == "    Fruit            ▾")
    }

    @Test func contentViewHoldsCustomSubviews() {
        final class Dot: View {
            override func draw(in canvas: inout Canvas) { canvas.write("●", at: .zero, style: .plain) }
        }
        let cell = CollectionViewCell()
        let dot = Dot(frame: Rect(x: 1, y: 0, width: 1, height: 1))
        cell.contentView.addSubview(dot)
        #expect(draw(cell, width: 4, height: 1).lines()[0] == " ●")
    }

    @Test func defaultConfigurationsFollowTheList() {
        func attributes(_ appearance: ListConfiguration.Appearance, kind: String? = nil, header: Bool = false) -> LayoutAttributes {
            LayoutAttributes(
                category: kind == nil ? .cell : .supplementaryView, kind: kind, indexPath: IndexPath(item: 0, section: 0),
                frame: Rect(x: 0, y: 0, width: 10, height: 1),
                listInfo: ListLayoutInfo(appearance: appearance, isHeader: header, isFirstInSection: true, isLastInSection: true, hasSeparatorAfter: false))
        }
        let cell = CollectionViewListCell()
        cell.apply(attributes(.sidebar))
        #expect(cell.defaultContentConfiguration() == .sidebarCell())
        #expect(cell.defaultBackgroundConfiguration() == .listSidebarCell())
        cell.apply(attributes(.grouped, kind: ElementKind.sectionHeader, header: true))
        #expect(cell.defaultContentConfiguration() == .groupedHeader())
        #expect(cell.defaultBackgroundConfiguration() == .listGroupedHeaderFooter())
        cell.apply(attributes(.plain, kind: ElementKind.sectionFooter))
        #expect(cell.defaultContentConfiguration() == .plainFooter())
        cell.apply(attributes(.insetGrouped, kind: ElementKind.sectionHeader, header: true))
        #expect(cell.defaultContentConfiguration() == .prominentInsetGroupedHeader())
        cell.apply(attributes(.plain))
        #expect(cell.defaultContentConfiguration() == .cell())
        #expect(cell.defaultBackgroundConfiguration() == .listPlainCell())
    }
}

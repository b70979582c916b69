import DiffableTUITesting
import SnapshotTesting
import Testing
@testable import DiffableTUI

/// Focus and selection at every colour depth: colours where the terminal has them, attributes
/// where it has not (docs/terminal.md, "Colours"). Lists from `produceList`: "Oranges"
/// selected, the focus on "Carrots".
@MainActor
@Suite struct FocusLookTests {
    /// A row drawn at one depth: its interior cells (between the sidebar's pill ends) and ends.
    struct Row: CustomStringConvertible {
        let buffer: Buffer
        let y: Int

        var description: String { "row \(y): " + buffer.lines()[y] }

        var interior: [Style] { (1..<buffer.size.width - 1).map { buffer[$0, y].style } }
        var ends: [Cell] { [buffer[0, y], buffer[buffer.size.width - 1, y]] }

        func all(_ attributes: TextAttributes) -> Bool { interior.allSatisfy { $0.attributes.isSuperset(of: attributes) } }
        func none(_ attributes: TextAttributes) -> Bool { interior.allSatisfy { $0.attributes.isDisjoint(with: attributes) } }
    }

    /// The rows of "Oranges" and "Carrots" of a list drawn at `depth`; `focusOnSelection` moves
    /// the focus to "Oranges" first.
    private func rows(_ appearance: ListConfiguration.Appearance, at depth: ColorDepth, focusOnSelection: Bool = false) -> (oranges: Row, carrots: Row) {
        let (harness, source) = produceList(appearance)
        defer { withExtendedLifetime(source) {} }
        harness.window.colorDepth = depth
        if focusOnSelection { harness.collectionView.focusedIndexPath = IndexPath(item: 1, section: 0) }
        let buffer = harness.frame()
        let lines = buffer.lines()
        return (Row(buffer: buffer, y: lines.firstIndex { $0.contains("Oranges") }!),
                Row(buffer: buffer, y: lines.firstIndex { $0.contains("Carrots") }!))
    }

    /// The golden sidebar where colour cannot tell the focus from the selection.
    @Test(arguments: [ColorDepth.monochrome, .ansi8])
    func sidebarScreen(_ depth: ColorDepth) {
        let (harness, source) = produceList(.sidebar)
        harness.window.colorDepth = depth
        assertSnapshot(of: harness.frame(), as: .screen, named: "\(depth)")
        withExtendedLifetime(source) {}
    }

    @Test func sidebarWithoutColourSelectionIsReverseAndFocusBoldUnderlined() {
        let (oranges, carrots) = rows(.sidebar, at: .monochrome)
        #expect(oranges.all(.reverse) && oranges.none(.underline))
        #expect(carrots.all([.bold, .underline]) && carrots.none(.reverse))
        #expect(carrots.ends.map(\.grapheme) == ["▐", "▌"] && carrots.ends.allSatisfy { $0.style == .plain })
        #expect(oranges.ends.allSatisfy { $0.style == .plain })
    }

    @Test func sidebarWithoutColourFocusOnTheSelectionShowsBoth() {
        let (oranges, _) = rows(.sidebar, at: .monochrome, focusOnSelection: true)
        #expect(oranges.all([.reverse, .bold, .underline]))
        let selectedOnly = rows(.sidebar, at: .monochrome).oranges
        #expect(oranges.interior != selectedOnly.interior)
    }

    /// Below 256 colours the theme decides what a colour looks like: the blue of a selection
    /// is light in a dark theme and dark in a light one, so no text colour reads on it in
    /// both, and grey #444444 is black or bright black, a common background. The sidebar looks
    /// as it does without colour: the selection reverse video, the focus bold and underlined.
    @Test(arguments: [ColorDepth.ansi8, .ansi16])
    func sidebarBelow256ColoursLooksAsWithoutColour(_ depth: ColorDepth) {
        let (oranges, carrots) = rows(.sidebar, at: depth)
        #expect(oranges.all(.reverse) && oranges.none(.underline))
        #expect(oranges.interior.allSatisfy { $0.background == .default })
        #expect(carrots.all([.bold, .underline]) && carrots.none(.reverse))
        #expect(carrots.ends.allSatisfy { $0.style == .plain })
        #expect(oranges.ends.allSatisfy { $0.style == .plain })
        #expect(rows(.sidebar, at: depth, focusOnSelection: true).oranges.all([.reverse, .bold, .underline]))
    }

    @Test(arguments: [ColorDepth.indexed256, .truecolor])
    func sidebarFocusPillIsGreyFrom256Colours(_ depth: ColorDepth) {
        let (_, carrots) = rows(.sidebar, at: depth)
        #expect(carrots.interior.allSatisfy { $0.background == Palette.focusedPill })
        #expect(carrots.none([.reverse, .underline]))
        #expect(carrots.ends.allSatisfy { $0.style.foreground == Palette.focusedPill })
    }

    @Test func plainListWithoutColourFocusIsAlsoBoldUnderlined() {
        let (oranges, carrots) = rows(.plain, at: .monochrome)
        #expect(carrots.all([.reverse, .bold, .underline]))
        #expect(oranges.all(.reverse) && oranges.none(.underline))
    }

    /// A card's white focus ring cannot be white without colour: it is bold; with colour it
    /// is white and not bold.
    @Test(arguments: [ColorDepth.monochrome, .ansi8, .truecolor])
    func focusRingIsBoldOnlyWithoutColour(_ depth: ColorDepth) {
        let cell = FruitCell()
        cell.configure(label: "Gala", color: .indexed(28))
        func corner(focused: Bool) -> Cell {
            cell.isFocused = focused
            cell.frame = Rect(x: 0, y: 0, width: 12, height: 3)
            cell.layoutIfNeeded()
            var canvas = Canvas(buffer: Buffer(size: Size(width: 12, height: 3)), colorDepth: depth)
            cell.render(in: &canvas)
            return canvas.buffer[0, 0]
        }
        let ring = corner(focused: true), plain = corner(focused: false)
        #expect(ring.grapheme == "╭" && plain.grapheme == "╭")
        #expect(!plain.style.attributes.contains(.bold))
        if depth == .monochrome {
            #expect(ring.style == Style.plain.bold)
        } else {
            #expect(ring.style == Style(foreground: Palette.focusRing))
        }
    }
}

import Testing
@testable import DiffableTUI

/// A table on screen: the header row, one line a row, the columns at each width, hiding and
/// resizing without a new snapshot.
@MainActor
struct TableScreenTests {
    @Test func aRowIsOneLineUnderAPinnedHeaderRow() {
        let table = PlanetTable(width: 40, height: 10)
        #expect(table.lines == [
            " Name      Moons Discoverer",
            " Mercury       0 known to the ancients",
            " Venus         0 known to the ancients",
            " Earth         1 —",
            " Mars          2 known to the ancients",
            " Jupiter      95 known to the ancients",
            " Saturn      146 known to the ancients",
            " Uranus       28 William Herschel",
            " Neptune      16 Le Verrier, Galle",
            "",
        ])
    }

    @Test func separatorsAreHairlinesInsideTheRows() {
        let table = PlanetTable(width: 40, height: 10, separators: true)
        #expect(table.namesShown.count == 8)   // 8 rows on 9 lines: no separator rows
        let screen = table.driver.screen
        for y in 1...7 { #expect(screen[20, y].style.attributes.contains(.underline), "row \(y) is underlined") }
        #expect(!screen[20, 8].style.attributes.contains(.underline), "the last row of the section has none")
        #expect(!screen[20, 0].style.attributes.contains(.underline), "the header row has none")
    }

    @Test func theSlackColumnTruncatesFirstThenColumnsGiveWay() {
        // 30 columns: the slack column gives up its room first; the others keep theirs.
        #expect(PlanetTable(width: 30, height: 3).lines == [" Name      Moons Discoverer", " Mercury       0 known to th…", " Venus         0 known to th…"])
        // 20: the minimums no longer fit: Moons (priority 1) gives way before Name (priority 2).
        #expect(PlanetTable(width: 20, height: 3).lines == [" Name    Discoverer", " Mercury known to …", " Venus   known to …"])
        // 16: the slack column is at its minimum (6) and still shown.
        #expect(PlanetTable(width: 16, height: 3).lines == [" Name    Disco…", " Mercury known…", " Venus   known…"])
    }

    @Test func sectionHeadersPinUnderTheHeaderRow() {
        let table = PlanetTable(width: 40, height: 6, grouped: true)
        table.press(.end)
        // Content rows 10...15 on screen: the titles pin over S's header row, and S's header
        // pins under them (over Saturn, the last row of its section, as plain lists pin).
        #expect(table.lines == [" Name      Moons Discoverer", "  S", "  U", " Uranus       28 William Herschel", "  V", " Venus         0 known to the ancients"])
    }

    @Test func hidingAndResizingAColumnNeedsNoNewSnapshot() {
        let table = PlanetTable(width: 40, height: 4)
        let calls = table.collectionView.registry.statistics.cellProviderCalls
        table.collectionView.tableColumns[1].isHidden = true
        #expect(table.lines[0] == " Name    Discoverer")
        #expect(table.lines[1] == " Mercury known to the ancients")
        table.collectionView.tableColumns[1].isHidden = false
        table.press(.character("2"))          // sort by Moons, which the resize keys then act on
        table.driver.runUntilIdle()
        let afterSort = table.collectionView.registry.statistics.cellProviderCalls
        table.press(.character("]"), .character("]"))
        #expect(table.collectionView.tableColumns[1].width == .fixed(9))
        #expect(table.lines[0] == " Name      ▼ Moons Discoverer")
        #expect(table.lines[1] == " Saturn        146 known to the ancien…")
        #expect(table.collectionView.registry.statistics.cellProviderCalls == afterSort)
        #expect(afterSort >= calls)
    }
}

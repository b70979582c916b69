import DiffableTUITesting
import SnapshotTesting
import Testing
@testable import DiffableTUI

/// Golden screens of every list appearance: two sections, headers (footers in the grouped
/// styles), "Oranges" selected, the focus on "Carrots".
@MainActor
@Suite struct ListAppearanceScreenTests {
    @Test(arguments: [ListConfiguration.Appearance.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain])
    func appearance(_ appearance: ListConfiguration.Appearance) {
        let (harness, source) = produceList(appearance)
        assertSnapshot(of: harness.frame(), as: .screen, named: "\(appearance)")
        withExtendedLifetime(source) {}
    }

    @Test func appearancesLookDistinct() {
        let screens = [ListConfiguration.Appearance.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain].map { appearance in
            let (harness, source) = produceList(appearance)
            defer { withExtendedLifetime(source) {} }
            return ScreenDump(harness.frame()).text
        }
        #expect(Set(screens).count == screens.count)
    }

    @Test func plainRowsHaveSeparatorsAndPinnedBoldHeaders() {
        let (harness, source) = produceList(.plain)
        let buffer = harness.frame()
        let lines = buffer.lines()
        #expect(lines[0] == "  Fruits")
        #expect(buffer[2, 0].style.attributes.contains(.bold))
        #expect(lines[2].hasPrefix("  ──"))
        withExtendedLifetime(source) {}
    }

    @Test func groupedHeadersAreDimCapitalsAboveATintedBand() {
        let (harness, source) = produceList(.grouped)
        let buffer = harness.frame()
        #expect(buffer.lines()[1] == "  FRUITS")
        #expect(buffer[2, 1].style.attributes.contains(.dim))
        #expect(buffer[30, 2].style.background == Palette.groupedBackground)
        withExtendedLifetime(source) {}
    }

    @Test func insetGroupedSectionsAreRoundedBoxes() {
        let (harness, source) = produceList(.insetGrouped)
        let lines = harness.frame().lines()
        #expect(lines[2].hasPrefix("  ╭"))
        #expect(lines[3].hasPrefix("  │  Apples"))
        withExtendedLifetime(source) {}
    }

    @Test func sidebarSelectionIsAPill() {
        let (harness, source) = produceList(.sidebar)
        let buffer = harness.frame()
        let row = buffer.lines().firstIndex { $0.contains("Oranges") }!
        #expect(buffer[0, row].grapheme == "▐")
        #expect(buffer[39, row].grapheme == "▌")
        #expect(buffer[0, row].style.foreground == Palette.accent)
        #expect(buffer[5, row].style.background == Palette.accent)
        withExtendedLifetime(source) {}
    }

    @Test func focusedRowIsTheAccentBarAndSelectedRowIsMuted() {
        let (harness, source) = produceList(.plain)
        let buffer = harness.frame()
        let lines = buffer.lines()
        let carrots = lines.firstIndex { $0.contains("Carrots") }!
        let oranges = lines.firstIndex { $0.contains("Oranges") }!
        #expect((0..<40).allSatisfy { buffer[$0, carrots].style.background == Palette.accent })
        #expect((0..<40).allSatisfy { buffer[$0, oranges].style.background == Palette.selection })
        withExtendedLifetime(source) {}
    }

    @Test func focusShowsOnlyWhileFirstResponder() {
        let (harness, source) = produceList(.plain)
        harness.window.resignFirstResponder()
        let buffer = harness.frame()
        let carrots = buffer.lines().firstIndex { $0.contains("Carrots") }!
        #expect(buffer[10, carrots].style.background == .default)
        withExtendedLifetime(source) {}
    }

    @Test func monochromeShowsEmphasisInReverseVideo() {
        let (harness, source) = produceList(.plain)
        harness.window.colorDepth = .monochrome
        let buffer = harness.frame()
        let carrots = buffer.lines().firstIndex { $0.contains("Carrots") }!
        #expect(buffer[3, carrots].style.attributes.contains(.reverse))
        withExtendedLifetime(source) {}
    }
}

import Testing
import TUICore
@testable import TUITerminal

struct TerminalColorsTests {
    @Test func depthFollowsTheTerminal() {
        #expect(TerminalColors.depth(colors: 8, hasColors: true, noColor: false) == .ansi8)
        #expect(TerminalColors.depth(colors: 16, hasColors: true, noColor: false) == .ansi16)
        #expect(TerminalColors.depth(colors: 256, hasColors: true, noColor: false) == .indexed256)
        #expect(TerminalColors.depth(colors: 0x100_0000, hasColors: true, noColor: false) == .truecolor)
        #expect(TerminalColors.depth(colors: 2, hasColors: true, noColor: false) == .monochrome)
        #expect(TerminalColors.depth(colors: 256, hasColors: false, noColor: false) == .monochrome)
    }

    @Test func noColorWinsWhenSetAndNonEmpty() {
        #expect(TerminalColors.depth(colors: 256, hasColors: true, noColor: true) == .monochrome)
        #expect(TerminalColors.noColorRequested("1"))
        #expect(TerminalColors.noColorRequested("0"), "any non-empty value counts")
        #expect(!TerminalColors.noColorRequested(""))
        #expect(!TerminalColors.noColorRequested(nil))
    }

    @Test func defaultColor() {
        let withDefaults = TerminalColors(depth: .indexed256, supportsDefaultColors: true)
        let without = TerminalColors(depth: .indexed256, supportsDefaultColors: false)
        #expect(withDefaults.number(for: .default, foreground: true) == -1)
        #expect(without.number(for: .default, foreground: true) == 7)
        #expect(without.number(for: .default, foreground: false) == 0)
    }

    @Test func colorsDegradeToTheDepth() {
        let ansi8 = TerminalColors(depth: .ansi8, supportsDefaultColors: true)
        #expect(ansi8.number(for: .brightRed, foreground: true) == 1)
        #expect(ansi8.number(for: .rgb(250, 10, 10), foreground: true) < 8)
        let palette = TerminalColors(depth: .indexed256, supportsDefaultColors: true)
        #expect(palette.number(for: .rgb(255, 0, 0), foreground: true) == 196)
        #expect(palette.number(for: .brightRed, foreground: true) == 9)
    }

    @Test func directColorPacksRGB() {
        let direct = TerminalColors(depth: .truecolor, supportsDefaultColors: true)
        #expect(direct.number(for: .rgb(0x12, 0x34, 0x56), foreground: true) == 0x123456)
        #expect(direct.number(for: .red, foreground: true) == 1, "basic ANSI colours keep the user's theme")
        #expect(direct.number(for: .brightRed, foreground: true) == 0xFF0000)
        #expect(direct.number(for: .rgb(0, 0, 3), foreground: true) == 8, "values below 8 would read as ANSI")
    }
}

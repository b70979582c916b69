import Testing
@testable import DiffableTUI

/// Blending a fading element into what lies beneath it.
@MainActor
@Suite struct FadeTests {
    private func canvasWithText(_ depth: ColorDepth, under background: Color = .default) -> (Canvas, FadeBackdrop) {
        var canvas = Canvas(buffer: Buffer(size: Size(width: 8, height: 2)), colorDepth: depth)
        canvas.fill(canvas.buffer.bounds, style: Style(background: background))
        let backdrop = canvas.backdrop(under: Rect(x: 0, y: 0, width: 8, height: 1))
        canvas.write("Kiwi", at: Point(x: 1, y: 0), style: Style(foreground: .indexed(231), background: .indexed(25)))
        return (canvas, backdrop)
    }

    @Test func colourRampsMixWithTheBackgroundBeneath() {
        var (canvas, backdrop) = canvasWithText(.indexed256, under: .rgb(0, 0, 0))
        canvas.fade(into: backdrop, opacity: 0.5)
        let cell = canvas.buffer[1, 0]
        #expect(cell.grapheme == "K")
        // White (255) over black at half: 128; xterm 25 is #005faf.
        #expect(cell.style.foreground == .rgb(128, 128, 128))
        #expect(cell.style.background == .rgb(0, 48, 88))
    }

    @Test func atZeroTheTextTakesTheBackgroundColour() {
        var (canvas, backdrop) = canvasWithText(.truecolor)
        canvas.fade(into: backdrop, opacity: 0)
        let background = TerminalTheme.dark.background
        #expect(canvas.buffer[2, 0].style.foreground == background && canvas.buffer[2, 0].style.background == background)
    }

    @Test func cellsTheElementDidNotTouchStayAsTheyWere() {
        var (canvas, backdrop) = canvasWithText(.indexed256, under: .indexed(235))
        canvas.fade(into: backdrop, opacity: 0.3)
        #expect(canvas.buffer[6, 0] == Cell.blank(Style(background: .indexed(235))))
        #expect(canvas.buffer[1, 1] == Cell.blank(Style(background: .indexed(235))))
    }

    @Test(arguments: [ColorDepth.ansi16, .ansi8, .monochrome])
    func withoutColourRampsFadingContentIsDim(depth: ColorDepth) {
        var (canvas, backdrop) = canvasWithText(depth)
        canvas.fade(into: backdrop, opacity: 0.6)
        #expect(canvas.buffer[1, 0].style.attributes.contains(.dim))
        #expect(canvas.buffer[1, 0].style.foreground == .indexed(231))
        #expect(!canvas.buffer[6, 0].style.attributes.contains(.dim))
    }

    @Test func aWideGlyphFadesAsOne() {
        var canvas = Canvas(buffer: Buffer(size: Size(width: 4, height: 1)), colorDepth: .truecolor)
        let backdrop = canvas.backdrop(under: canvas.buffer.bounds)
        canvas.write("🍎", at: Point(x: 0, y: 0), style: Style(foreground: .rgb(200, 0, 0)))
        canvas.fade(into: backdrop, opacity: 0.5)
        #expect(canvas.buffer[0, 0].grapheme == "🍎" && canvas.buffer[1, 0].isContinuation)
        #expect(canvas.buffer[0, 0].style == canvas.buffer[1, 0].style)
    }

    @Test func fullOpacityChangesNothing() {
        var (canvas, backdrop) = canvasWithText(.truecolor)
        let drawn = canvas.buffer
        canvas.fade(into: backdrop, opacity: 1)
        #expect(canvas.buffer == drawn)
    }
}

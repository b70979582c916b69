import Testing
@testable import DiffableTUI

/// The split view: columns side by side, collapsing into a drawer, and back.
@MainActor
struct SplitViewTests {
    final class Filled: View {
        let glyph: String
        init(_ glyph: String) {
            self.glyph = glyph
            super.init()
        }
        override func draw(in canvas: inout Canvas) {
            for y in 0..<bounds.height { canvas.write(String(repeating: glyph, count: bounds.width), at: Point(x: 0, y: y), style: .plain) }
        }
    }

    final class Delegate: SplitViewDelegate {
        var events: [String] = []
        func splitViewDidCollapse(_ splitView: SplitView) { events.append("collapse") }
        func splitViewDidExpand(_ splitView: SplitView) { events.append("expand") }
        func splitView(_ splitView: SplitView, willShow column: SplitView.Column) { events.append("show \(column)") }
        func splitView(_ splitView: SplitView, willHide column: SplitView.Column) { events.append("hide \(column)") }
    }

    private func make(width: Int, height: Int = 4) -> (Window, SplitView, Delegate) {
        let window = Window(size: Size(width: width, height: height), clock: ManualAnimationClock())
        let split = SplitView(primary: Filled("p"), secondary: Filled("s"))
        let delegate = Delegate()
        split.delegate = delegate
        split.collapsedTitle = "Apples"
        split.collapsedHint = "Tab"
        window.rootView = split
        return (window, split, delegate)
    }

    @Test func regularWidthShowsBothColumnsWithARule() {
        let (window, split, delegate) = make(width: 100)
        let lines = window.renderFrame().lines()
        #expect(!split.isCollapsed)
        #expect(split.primaryColumnWidth == 30)
        #expect(lines[0] == String(repeating: "p", count: 30) + "│" + String(repeating: "s", count: 69))
        #expect(split.visibleColumns == [.primary, .secondary])
        #expect(delegate.events.isEmpty)
    }

    @Test func thePrimaryWidthIsClamped() {
        let (window, split, _) = make(width: 200)
        _ = window.renderFrame()
        #expect(split.primaryColumnWidth == split.maximumPrimaryColumnWidth)
        window.send(.resize(Size(width: 72, height: 4)))
        _ = window.renderFrame()
        #expect(split.primaryColumnWidth == split.minimumPrimaryColumnWidth)
    }

    @Test func compactWidthCollapsesIntoABarAndADrawer() {
        let (window, split, delegate) = make(width: 50)
        var lines = window.renderFrame().lines()
        #expect(split.isCollapsed)
        #expect(delegate.events == ["collapse"])
        #expect(lines[0].hasPrefix(" ≡ Apples"))
        #expect(lines[0].hasSuffix("Tab"))
        #expect(lines[1] == String(repeating: "s", count: 50))
        split.show(.primary)
        lines = window.renderFrame().lines()
        #expect(delegate.events == ["collapse", "show primary"])
        #expect(lines[0].hasPrefix(" ✕ Apples"))
        #expect(lines[1] == String(repeating: "p", count: 22) + "│" + String(repeating: "s", count: 27))
        #expect(split.visibleColumns == [.secondary, .primary])
        split.hide(.primary)
        #expect(window.renderFrame().lines()[1] == String(repeating: "s", count: 50))
        #expect(delegate.events.last == "hide primary")
    }

    @Test func aClickOnTheBarTogglesTheDrawer() {
        let (window, split, _) = make(width: 50)
        _ = window.renderFrame()
        window.send(.mouse(MouseEvent(kind: .press(button: 1), position: Point(x: 3, y: 0))))
        #expect(split.isShowingPrimaryWhenCollapsed)
        window.send(.mouse(MouseEvent(kind: .press(button: 1), position: Point(x: 3, y: 0))))
        #expect(!split.isShowingPrimaryWhenCollapsed)
    }

    @Test func wideningAgainExpandsWithTheSameViews() {
        let (window, split, delegate) = make(width: 50)
        let primary = split.primaryView
        _ = window.renderFrame()
        window.send(.resize(Size(width: 90, height: 4)))
        _ = window.renderFrame()
        #expect(!split.isCollapsed)
        #expect(delegate.events == ["collapse", "expand"])
        #expect(split.primaryView === primary)
        #expect(primary.frame == Rect(x: 0, y: 0, width: 27, height: 4))
    }

    @Test func monochromeBarIsReversed() {
        let (window, _, _) = make(width: 50)
        window.colorDepth = .monochrome
        #expect(window.renderFrame()[10, 0].style.attributes.contains(.reverse))
    }
}

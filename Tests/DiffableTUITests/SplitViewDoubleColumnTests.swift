import Testing
@testable import DiffableTUI

/// A `.doubleColumn` split view: collapsed, one column fills it, the delegate picks which,
/// `show(_:)`, Esc and the back bar switch, and the keyboard follows the column shown.
@MainActor
struct SplitViewDoubleColumnTests {
    /// A column filled with one letter that can take the keyboard.
    final class Column: View {
        let glyph: String
        init(_ glyph: String) {
            self.glyph = glyph
            super.init()
        }
        override var canBecomeFirstResponder: Bool { true }
        override func draw(in canvas: inout Canvas) {
            for y in 0..<bounds.height { canvas.write(String(repeating: glyph, count: bounds.width), at: Point(x: 0, y: y), style: .plain) }
        }
    }

    final class Delegate: SplitViewDelegate {
        var top: SplitView.Column?
        var events: [String] = []
        func splitViewDidCollapse(_ splitView: SplitView) { events.append("collapse") }
        func splitViewDidExpand(_ splitView: SplitView) { events.append("expand") }
        func splitView(_ splitView: SplitView, willShow column: SplitView.Column) { events.append("show \(column)") }
        func splitView(_ splitView: SplitView, willHide column: SplitView.Column) { events.append("hide \(column)") }
        func splitView(_ splitView: SplitView, topColumnForCollapsingToProposedTopColumn proposed: SplitView.Column) -> SplitView.Column {
            events.append("top? \(proposed)")
            return top ?? proposed
        }
    }

    /// A delegate that keeps every default.
    final class QuietDelegate: SplitViewDelegate {}

    private func make(width: Int, top: SplitView.Column? = nil, height: Int = 4) -> (Window, SplitView, Delegate) {
        let window = Window(size: Size(width: width, height: height), clock: ManualAnimationClock())
        let split = SplitView(style: .doubleColumn, primary: Column("p"), secondary: Column("s"))
        let delegate = Delegate()
        delegate.top = top
        split.delegate = delegate
        split.primaryTitle = "Processes"
        split.collapsedTitle = "firefox"
        window.rootView = split
        return (window, split, delegate)
    }

    @Test func collapsingAsksTheDelegateAndTheSecondaryFillsTheWidthUnderABackBar() {
        let (window, split, delegate) = make(width: 50)
        let lines = window.renderFrame().lines()
        #expect(delegate.events == ["top? secondary", "collapse"])
        #expect(split.visibleColumns == [.secondary])
        #expect(lines[0].hasPrefix(" ‹ Processes  firefox"))
        #expect(lines[1] == String(repeating: "s", count: 50))
        #expect(split.secondaryView.frame == Rect(x: 0, y: 1, width: 50, height: 3))
        #expect(split.primaryView.window == nil || split.primaryView.superview?.isHidden == true)
    }

    @Test func theDefaultDelegateKeepsTheProposedSecondaryColumn() {
        let window = Window(size: Size(width: 50, height: 4), clock: ManualAnimationClock())
        let split = SplitView(style: .doubleColumn, primary: Column("p"), secondary: Column("s"))
        let delegate = QuietDelegate()
        split.delegate = delegate
        window.rootView = split
        _ = window.renderFrame()
        #expect(split.visibleColumns == [.secondary])
    }

    @Test func collapsingToThePrimaryFillsTheWholeSplitViewWithoutARule() {
        let (window, split, delegate) = make(width: 50, top: .primary)
        let lines = window.renderFrame().lines()
        #expect(delegate.events == ["top? secondary", "collapse"])
        #expect(split.visibleColumns == [.primary])
        #expect(split.isShowingPrimaryWhenCollapsed)
        #expect(lines.allSatisfy { $0 == String(repeating: "p", count: 50) })
        #expect(split.secondaryView.isHidden)
    }

    @Test func showSwitchesColumnsAndTellsTheDelegate() {
        let (window, split, delegate) = make(width: 50, top: .primary)
        _ = window.renderFrame()
        split.show(.secondary)
        var lines = window.renderFrame().lines()
        #expect(split.visibleColumns == [.secondary])
        #expect(lines[1] == String(repeating: "s", count: 50))
        #expect(Array(delegate.events.suffix(2)) == ["show secondary", "hide primary"])
        split.show(.primary)
        lines = window.renderFrame().lines()
        #expect(split.visibleColumns == [.primary])
        #expect(lines[0] == String(repeating: "p", count: 50))
        #expect(Array(delegate.events.suffix(2)) == ["show primary", "hide secondary"])
        split.hide(.primary)
        #expect(split.visibleColumns == [.secondary])
    }

    @Test func escapeAndAClickOnTheBackBarGoBackToThePrimary() {
        let (window, split, delegate) = make(width: 50)
        _ = window.renderFrame()
        #expect(delegate.events.first == "top? secondary")
        window.send(.key(.escape))
        #expect(split.visibleColumns == [.primary])
        window.send(.key(.escape))    // nothing to go back to: the key goes on unhandled
        #expect(split.visibleColumns == [.primary])
        split.show(.secondary)
        _ = window.renderFrame()
        window.send(.mouse(MouseEvent(kind: .press(button: 1), position: Point(x: 4, y: 0))))
        #expect(split.visibleColumns == [.primary])
    }

    @Test func theKeyboardFollowsTheColumnShown() {
        let (window, split, delegate) = make(width: 50, top: .primary)
        _ = window.renderFrame()
        #expect(delegate.top == .primary)    // the split view holds its delegate weakly
        split.primaryView.becomeFirstResponder()
        split.show(.secondary)
        #expect(split.secondaryView.isFirstResponder)
        window.send(.key(.escape))
        #expect(split.primaryView.isFirstResponder)
    }

    @Test func aColumnThatTakesNoKeysLeavesThemWithTheSplitViewSoEscapeStillGoesBack() {
        let window = Window(size: Size(width: 50, height: 4), clock: ManualAnimationClock())
        let primary = Column("p")
        let split = SplitView(style: .doubleColumn, primary: primary, secondary: View())
        window.rootView = split
        _ = window.renderFrame()
        split.show(.primary)
        #expect(primary.isFirstResponder)
        split.show(.secondary)
        #expect(!primary.isFirstResponder)    // arrows never reach a hidden list
        window.send(.key(.escape))
        #expect(split.visibleColumns == [.primary])
        #expect(primary.isFirstResponder)
        window.send(.resize(Size(width: 100, height: 4)))
        _ = window.renderFrame()
        #expect(!split.canBecomeFirstResponder)
    }

    @Test func collapsingMovesTheKeyboardOutOfTheHiddenColumn() {
        let (window, split, delegate) = make(width: 100)
        _ = window.renderFrame()
        #expect(delegate.events.isEmpty)
        split.primaryView.becomeFirstResponder()
        window.send(.resize(Size(width: 50, height: 4)))
        _ = window.renderFrame()
        #expect(split.visibleColumns == [.secondary])
        #expect(split.secondaryView.isFirstResponder)
    }

    @Test func wideningShowsBothColumnsAgainAndTheNextCollapseAsksAgain() {
        let (window, split, delegate) = make(width: 50)
        _ = window.renderFrame()
        window.send(.resize(Size(width: 100, height: 4)))
        let lines = window.renderFrame().lines()
        #expect(split.visibleColumns == [.primary, .secondary])
        #expect(lines[0] == String(repeating: "p", count: 30) + "│" + String(repeating: "s", count: 69))
        delegate.top = .primary
        window.send(.resize(Size(width: 50, height: 4)))
        _ = window.renderFrame()
        #expect(split.visibleColumns == [.primary])
        #expect(delegate.events.filter { $0.hasPrefix("top?") }.count == 2)
    }

    @Test func theDefaultStyleStillCollapsesIntoADrawerWithoutAskingTheDelegate() {
        let window = Window(size: Size(width: 50, height: 4), clock: ManualAnimationClock())
        let split = SplitView(primary: Column("p"), secondary: Column("s"))
        let delegate = Delegate()
        delegate.top = .primary
        split.delegate = delegate
        window.rootView = split
        _ = window.renderFrame()
        split.show(.primary)
        let lines = window.renderFrame().lines()
        #expect(delegate.events == ["collapse", "show primary"])
        #expect(lines[1] == String(repeating: "p", count: 22) + "│" + String(repeating: "s", count: 27))
        #expect(!window.send(key: .escape, handledBy: split))
    }
}

@MainActor
private extension Window {
    /// Sends `key` with the first responder inside `view`'s tree and says whether `view`
    /// changed what it shows (a drawer split view leaves Esc to the app).
    func send(key: Key, handledBy view: SplitView) -> Bool {
        let before = view.visibleColumns
        send(.key(key))
        return view.visibleColumns != before
    }
}

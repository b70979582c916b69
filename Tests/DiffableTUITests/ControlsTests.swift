import Testing
@testable import DiffableTUI

/// Label, KeyHintBar, ActivityIndicatorView, TextField and SheetView.
@MainActor
struct ControlsTests {
    /// A window of `size` whose root view holds `views`.
    private func window(_ size: Size = Size(width: 30, height: 6), _ views: View...) -> (Window, View) {
        let window = Window(size: size, clock: ManualAnimationClock())
        let root = View()
        window.rootView = root
        for view in views { root.addSubview(view) }
        return (window, root)
    }

    @Test func labelWrapsTruncatesAndAligns() {
        let label = Label(text: "Fetching the fruit stand", frame: Rect(x: 0, y: 0, width: 12, height: 2))
        let (window, _) = window(Size(width: 12, height: 2), label)
        #expect(window.renderFrame().lines() == ["Fetching th…", ""])
        label.numberOfLines = 0
        #expect(window.renderFrame().lines() == ["Fetching the", "fruit stand"])
        #expect(label.sizeThatFits(Size(width: 12, height: 10)) == Size(width: 12, height: 2))
        label.text = "ok"
        label.textAlignment = .trailing
        label.attributes = .bold
        let buffer = window.renderFrame()
        #expect(buffer.lines() == ["          ok", ""])
        #expect(buffer[10, 0].style == Style.plain.bold)
    }

    @Test func keyHintBarDropsWholeHintsAndKeepsTheTrailingOnes() {
        let bar = KeyHintBar(frame: Rect(x: 0, y: 0, width: 30, height: 1))
        bar.hints = [.init("↑↓", "move"), .init("Tab", "pane"), .init("a", "add"), .init("d", "delete")]
        bar.trailingHints = [.init("q", "quit")]
        let (window, _) = window(Size(width: 30, height: 1), bar)
        let buffer = window.renderFrame()
        #expect(buffer.lines() == [" ↑↓ move  Tab pane     q quit"], "a hint that does not fit whole is left out")
        #expect(buffer[1, 0].style.attributes.contains(.bold), "keys are bold")
        #expect(buffer[0, 0].style.background == .indexed(236))
        bar.frame.size.width = 10
        #expect(window.renderFrame().lines()[0] == "   q quit", "the trailing hints win")
    }

    @Test func keyHintBarIsReversedWithoutColour() {
        let bar = KeyHintBar(frame: Rect(x: 0, y: 0, width: 20, height: 1))
        bar.hints = [.init("q", "quit")]
        let (window, _) = window(Size(width: 20, height: 1), bar)
        window.colorDepth = .monochrome
        let buffer = window.renderFrame()
        #expect(buffer[5, 0].style.attributes.contains(.reverse))
    }

    @Test func spinnerTurnsWithTheClockAndStops() {
        let spinner = ActivityIndicatorView()
        let (window, _) = window(Size(width: 3, height: 1), spinner)
        let clock = window.clock as! ManualAnimationClock
        #expect(spinner.isHidden, "hidden while stopped")
        spinner.startAnimating()
        #expect(window.renderFrame().lines() == ["⠋"])
        #expect(window.hasRunningAnimations)
        clock.advance(by: 0.17)
        window.stepAnimations()
        #expect(window.renderFrame().lines() == ["⠹"])
        clock.advance(by: 0.8)
        window.stepAnimations()
        #expect(spinner.frameIndex == Int(0.97 / ActivityIndicatorView.frameDuration) % 10)
        spinner.stopAnimating()
        window.stepAnimations()
        #expect(!window.hasRunningAnimations, "the frame timer can stop")
        #expect(window.renderFrame().lines() == [""])
    }

    @Test func textFieldEditsAndReports() {
        final class Delegate: TextFieldDelegate {
            var changes: [String] = []
            var returns = 0
            func textFieldDidChange(_ textField: TextField) { changes.append(textField.text) }
            func textFieldShouldReturn(_ textField: TextField) -> Bool { returns += 1; return true }
        }
        let field = TextField(frame: Rect(x: 0, y: 0, width: 6, height: 1))
        let delegate = Delegate()
        field.delegate = delegate
        field.placeholder = "filter"
        let (window, _) = window(Size(width: 6, height: 1), field)
        #expect(window.renderFrame().lines() == ["filter"])
        #expect(field.becomeFirstResponder())
        for key: Key in [.character("f"), .character("u"), .backspace, .character("i")] { window.send(.key(key)) }
        #expect(field.text == "fi")
        #expect(delegate.changes == ["f", "fu", "f", "fi"])
        let buffer = window.renderFrame()
        #expect(buffer.lines() == ["fi"])
        #expect(buffer[2, 0].style.attributes.contains(.reverse), "the cursor follows the text")
        for character in "sh salad" { window.send(.key(.character(character))) }
        #expect(window.renderFrame().lines() == ["salad"], "the end of a long text stays in view")
        window.send(.key(.enter))
        #expect(delegate.returns == 1)
        for character in "  green  " { window.send(.key(.character(character))) }
        window.send(.key(.control("w")))
        #expect(field.text == "fish salad  ", "Ctrl-W deletes the last word and the blanks after it")
        window.send(.key(.control("w")))
        #expect(field.text == "fish ")
        #expect(delegate.changes.last == "fish ")
        window.send(.key(.control("u")))
        #expect(field.text == "")
        window.send(.key(.character("x")))
        window.send(.key(.escape))
        #expect(field.text == "", "Esc clears")
        #expect(!field.handleKey(.down), "arrows go up the responder chain")
    }

    @Test func sheetIsModalScrollsAndGivesTheKeyboardBack() {
        final class Counter: View {
            var keys = 0
            override var canBecomeFirstResponder: Bool { true }
            override func handleKey(_ key: Key) -> Bool { keys += 1; return true }
        }
        let counter = Counter(frame: Rect(x: 0, y: 0, width: 40, height: 10))
        let (window, root) = window(Size(width: 40, height: 10), counter)
        root.frame = window.bounds
        counter.becomeFirstResponder()
        let rows: [SheetView.Row] = [.heading("Keys")] + (1...20).map { .row("k\($0)", "does \($0)") }
        let sheet = SheetView(title: "Help", rows: rows)
        var dismissed = 0
        sheet.onDismiss = { dismissed += 1 }
        sheet.present(in: root)
        #expect(sheet.isFirstResponder)
        let lines = window.renderFrame().lines()
        #expect(lines[sheet.panelFrame.minY].contains("Help"))
        #expect(lines.contains { $0.contains("k1 ") && $0.contains("does 1") })
        #expect(lines.contains { $0.contains("↓ more  Esc close") })
        window.send(.key(.end))
        #expect(window.renderFrame().lines().contains { $0.contains("does 20") })
        window.send(.key(.character("a")))
        #expect(counter.keys == 0, "nothing underneath sees a key")
        window.send(.key(.escape))
        #expect(!sheet.isPresented)
        #expect(counter.isFirstResponder)
        #expect(dismissed == 1)
        sheet.dismissKeys = [.character("?")]
        sheet.present(in: root)
        window.send(.key(.character("?")))
        #expect(!sheet.isPresented)
        sheet.present(in: root)
        window.send(.mouse(MouseEvent(kind: .press(button: 1), position: Point(x: 0, y: 0))))
        #expect(!sheet.isPresented, "a click outside the panel dismisses")
    }

    /// Regression (found by the key fuzzer, seed 2): a sheet presented in a small window kept
    /// its size when the window grew, leaving most of the screen uncovered and the panel off
    /// centre.
    @Test func sheetFollowsItsViewWhenTheWindowIsResized() {
        let (window, root) = window(Size(width: 30, height: 8))
        let sheet = SheetView(title: "Help", rows: [.row("q", "quit")])
        sheet.present(in: root)
        _ = window.renderFrame()
        window.send(.resize(Size(width: 60, height: 20)))
        let lines = window.renderFrame().lines()
        #expect(sheet.frame == Rect(x: 0, y: 0, width: 60, height: 20))
        #expect(lines[sheet.panelFrame.minY].contains("Help"))
        #expect(abs(sheet.panelFrame.minX + sheet.panelFrame.width / 2 - 30) <= 1, "centred")
    }
}

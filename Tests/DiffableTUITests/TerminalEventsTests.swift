import Testing
@testable import DiffableTUI

/// What the terminal's modern input reaches in a window: a paste as one paste, the terminal's
/// focus as the window's key status.
@MainActor
@Suite(.serialized)
struct TerminalEventsTests {
    /// A field and a list below it, the field first responder.
    private final class Form: View {
        let field = TextField()
        var keys: [Key] = []

        override init(frame: Rect = .zero) {
            super.init(frame: frame)
            addSubview(field)
        }

        override func layoutSubviews() {
            field.frame = Rect(x: 0, y: 0, width: bounds.width, height: 1)
        }

        override func handleKey(_ key: Key) -> Bool {
            keys.append(key)
            return true
        }
    }

    private func window(_ form: Form) -> Window {
        let window = Window(size: Size(width: 30, height: 4), clock: ManualAnimationClock())
        window.rootView = form
        _ = window.renderFrame()
        return window
    }

    /// Pasted text reaches the first responder's `paste(_:)` through the general pasteboard; a
    /// text field inserts it as one edit, its line ends and tabs as spaces.
    @Test func aPasteGoesToTheFirstResponder() {
        let form = Form()
        let window = window(form)
        form.field.becomeFirstResponder()
        form.field.text = "fruit: "
        window.send(.paste("apple\nquince\tpear"))
        #expect(form.field.text == "fruit: apple quince pear")
        #expect(Pasteboard.general.string == "apple\nquince\tpear")
        #expect(form.keys.isEmpty, "a paste is never keys")
    }

    /// A view that does not take pastes passes them up; at the top of the chain they are
    /// dropped, and never pressed as keys ("q" in a pasted line does not quit).
    @Test func aPasteNobodyTakesPressesNoKeys() {
        let form = Form()
        let window = window(form)
        var unhandled: [Key] = []
        window.unhandledKeyHandler = { unhandled.append($0); return true }
        window.send(.paste("q"))
        #expect(form.keys.isEmpty)
        #expect(unhandled.isEmpty)
    }

    /// The terminal's focus is the window's key status: reported once per change, with a redraw.
    @Test func theTerminalsFocusIsTheKeyStatus() {
        let form = Form()
        let window = window(form)
        var reported: [Bool] = []
        window.keyStatusDidChange = { reported.append($0.isKeyWindow) }
        #expect(window.isKeyWindow)
        window.send(.focus(isFocused: false))
        window.send(.focus(isFocused: false))
        #expect(!window.isKeyWindow)
        #expect(window.needsDisplay)
        window.send(.focus(isFocused: true))
        #expect(window.isKeyWindow)
        #expect(reported == [false, true])
    }
}

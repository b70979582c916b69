import TUICore

extension Window {
    /// A paste: the text goes on the general pasteboard, then to the first responder's
    /// ``View/paste(_:)``, which passes it up the responder chain until a view takes it. Pasted
    /// text never arrives as keys, so it cannot press the app's keys ("q" in a pasted line does
    /// not quit).
    func deliverPaste(_ text: String) {
        Pasteboard.general.string = text
        let responder = firstResponder?.window === self ? firstResponder : rootView
        responder?.paste(self)
    }

    /// The terminal gained or lost the desktop's focus.
    func setKeyStatus(_ isFocused: Bool) {
        guard isKeyWindow != isFocused else { return }
        isKeyWindow = isFocused
        markNeedsDisplay()
        keyStatusDidChange?(self)
    }
}

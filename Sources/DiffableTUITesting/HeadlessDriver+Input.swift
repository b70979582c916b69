/// Input as a user gives it, for tests: keys one at a time, text, clicks.
extension HeadlessDriver {
    /// Presses each key as its own read of the terminal: the app answers each with a frame,
    /// as it does for keys typed by hand.
    public func press(_ keys: Key...) {
        for key in keys { send(.key(key)) }
    }

    /// Presses `count` times the same key.
    public func press(_ key: Key, times count: Int) {
        for _ in 0..<max(0, count) { send(.key(key)) }
    }

    /// Types `text` one character at a time.
    public func type(_ text: String) {
        for character in text { send(.key(.character(character))) }
    }

    /// Clicks (presses and releases the left button) at a screen position.
    public func click(at point: Point) {
        send(.mouse(MouseEvent(kind: .press(button: 1), position: point)),
             .mouse(MouseEvent(kind: .release(button: 1), position: point)))
    }

    /// Clicks where `text` first appears on screen; false when it is not there.
    @discardableResult
    public func click(on text: String) -> Bool {
        guard let point = screen.firstPosition(of: text) else { return false }
        click(at: point)
        return true
    }
}

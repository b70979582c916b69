/// Accessible mode in the window: the row that shows announcements, the turn that composes
/// them, the terminal's cursor on the focus, and notifications.
extension Window {
    /// The root view's frame: the whole window, less the announcement rows at its top in
    /// accessible mode.
    var rootViewFrame: Rect {
        let rows = announcementRows(forHeight: bounds.height)
        return Rect(x: 0, y: rows, width: bounds.width, height: bounds.height - rows)
    }

    /// The rows accessible mode adds to what the root view needs (its announcement rows).
    var accessibilityRows: Int { announcementRows(forHeight: Int.max) }

    /// How many rows at the top of a window `height` rows tall show announcements: none outside
    /// accessible mode or in a one-row window, two from six rows up (a sentence wraps rather
    /// than being cut at the window's width), one otherwise.
    func announcementRows(forHeight height: Int) -> Int {
        guard isAccessibleModeEnabled, height > 1 else { return 0 }
        return height >= 6 ? 2 : 1
    }

    /// The last announcement, on the window's top rows, wrapped at its words: text a screen
    /// reader reads first as it appears, since readers speak new text top to bottom (Fenrir,
    /// Orca) or in the order it is written, and a frame is written top to bottom (see
    /// <doc:AccessibleMode#Where-announcements-are-shown>).
    func drawAnnouncementRows(in canvas: inout Canvas) {
        let rows = announcementRows(forHeight: bounds.height)
        guard rows > 0, let text = announcer.shown else { return }
        for (y, line) in text.wrapped(toWidth: bounds.width, maxLines: rows).enumerated() {
            canvas.write(line, at: Point(x: 0, y: y), style: .plain, maxWidth: bounds.width)
        }
    }

    /// Posts `notification` to this window only, as
    /// ``Accessibility/post(notification:argument:)`` posts it to every window in accessible
    /// mode: for a process with several windows (a test running apps side by side), where
    /// words meant for one must not reach another. Does nothing outside accessible mode.
    public func post(notification: AccessibilityNotification, argument: Any?) {
        guard isAccessibleModeEnabled else { return }
        if let text = argument as? String {
            announcer.post(text)
        } else if notification == .screenChanged {
            announcer.noteFocusMoved()
        }
        setNeedsDisplay()
    }

    /// An update changed a list (the collection view composed the words).
    func announceChange(_ change: ChangeTally) {
        guard isAccessibleModeEnabled else { return }
        announcer.noteChange(change)
    }

    /// The focus moved within the first responder (a list's focused item).
    func announceFocusMove() {
        guard isAccessibleModeEnabled else { return }
        announcer.noteFocusMoved()
    }

    /// Ends the announcer's turn as a frame renders: the sentence to show, if one is due,
    /// is drawn by this frame. A sentence that must wait asks the host for a frame later.
    func endAccessibilityTurn() {
        let sentence = announcer.endTurn(now: clock.now, describeFocus: { self.focusDescription() }) { [weak self] delay in
            guard let self, let host = host as? any ApplicationHost else { return false }
            host.schedule(after: delay) { [weak self] in
                guard let self else { return }
                announcer.flushDidCome()
                markNeedsDisplay()
            }
            return true
        }
        if let sentence { onAnnouncement?(sentence) }
    }

    /// The words for what has the focus: the first responder's description (a list's focused
    /// item, with its position).
    func focusDescription() -> String? {
        guard let responder = firstResponder, responder.window === self else { return nil }
        return responder.accessibilityFocusDescription()
    }

    /// Where the terminal's cursor goes: the start of the focused element's text, the first
    /// responder's origin, or the top-left corner; always inside the window.
    func accessibilityCursorTarget() -> Point {
        let responder = firstResponder.flatMap { $0.window === self ? $0 : nil } ?? preferredFirstResponder()
        let point = responder?.accessibilityCursorPosition() ?? .zero
        guard bounds.contains(point) else { return .zero }
        return point
    }
}

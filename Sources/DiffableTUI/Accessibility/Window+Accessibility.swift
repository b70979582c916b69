/// Accessible mode in the window: the row that shows announcements, the turn that composes
/// them, the terminal's cursor on the focus, and notifications.
extension Window {
    /// The root view's frame: the whole window, less the last row in accessible mode (when the
    /// window has more than one).
    var rootViewFrame: Rect {
        guard isAccessibleModeEnabled, bounds.height > 1 else { return bounds }
        return Rect(x: 0, y: 0, width: bounds.width, height: bounds.height - 1)
    }

    /// The rows accessible mode adds to what the root view needs (its announcement row).
    var accessibilityRows: Int { isAccessibleModeEnabled ? 1 : 0 }

    /// The last announcement, on the window's last row: text the screen reader reads as it
    /// appears (see <doc:AccessibleMode#Where-announcements-are-shown>).
    func drawAnnouncementRow(in canvas: inout Canvas) {
        guard isAccessibleModeEnabled, bounds.height > 1, let text = announcer.shown else { return }
        canvas.write(text, at: Point(x: 0, y: bounds.height - 1), style: .plain, maxWidth: bounds.width)
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

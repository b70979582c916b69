/// The announcements of accessible mode, for tests (see the Accessibility article).
extension HeadlessDriver {
    /// The text of every announcement shown so far, in order.
    public var announcementTexts: [String] {
        announcements.map(\.text)
    }

    /// The announcements shown since the last call (all of them, the first time), as text:
    /// what a screen reader said since the test last listened.
    ///
    /// ```swift
    /// driver.window.isAccessibleModeEnabled = true
    /// driver.press(.down)
    /// #expect(driver.takeAnnouncements() == ["Gala, 2 of 4"])
    /// ```
    public func takeAnnouncements() -> [String] {
        let new = announcements.dropFirst(announcementsTaken).map(\.text)
        announcementsTaken = announcements.count
        return new
    }
}

import Testing
@testable import DiffableTUI

/// What must be freed once nothing outside holds it: each test keeps only weak references past
/// the `do` block and expects them to be nil. `make sanitize` finds such leaks across the whole
/// suite; these pin the ones it found.
@MainActor
@Suite struct LifetimeTests {
    @Test func aTracedWindowIsFreedWithItsViews() {
        weak var window: Window?
        weak var label: View?
        do {
            let driver = HeadlessDriver(size: Size(width: 10, height: 2))
            let view = Label(text: "traced")
            driver.window.rootView = view
            driver.window.renderTrace = RenderTrace()
            driver.displayIfNeeded()
            #expect(driver.window.renderTrace?.entries.contains { $0.view === view } == true)
            window = driver.window
            label = view
        }
        #expect(window == nil)
        #expect(label == nil)
    }
}

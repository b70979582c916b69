import Testing
@testable import DiffableTUI

/// A backend that keeps every update it is given, on top of a headless screen.
@MainActor
private final class UpdateLog: Backend {
    let screen: HeadlessBackend
    var updates: [FrameUpdate] = []
    var size: Size { screen.size }
    var colorDepth: ColorDepth { .ansi16 }
    var statistics: BackendStatistics { screen.statistics }
    var needsFullRedraw: Bool { screen.needsFullRedraw }

    init(size: Size) {
        screen = HeadlessBackend(size: size)
    }

    func present(_ update: FrameUpdate) {
        updates.append(update)
        screen.present(update)
    }

    func readEvents() -> [Event] { screen.readEvents() }
}

/// A view `height` rows tall at any width, filled with its row numbers.
@MainActor
private final class Rows: View {
    var height: Int {
        didSet { setNeedsDisplay() }
    }

    init(height: Int) {
        self.height = height
        super.init()
    }

    override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: height)
    }

    override func draw(in canvas: inout Canvas) {
        for row in 0..<bounds.height {
            canvas.write("row \(row)", at: Point(x: 0, y: row), style: .plain)
        }
    }
}

@Suite("Frame pipeline")
@MainActor
struct FramePipelineTests {
    /// The pipeline keeps the frame shown and hands the backend only what changed: the first
    /// frame clears, an unchanged one lists nothing, a one-cell change lists one cell.
    @Test func theBackendGetsOnlyTheChanges() {
        let backend = UpdateLog(size: Size(width: 10, height: 2))
        let window = Window(size: backend.size, clock: ManualAnimationClock())
        let pipeline = FramePipeline(window: window, backend: backend)
        let label = Label()
        label.text = "abc"
        window.rootView = label
        pipeline.displayIfNeeded()
        #expect(backend.updates.last?.clearsScreen == true)
        #expect(backend.updates.last?.changes.map(\.position.x) == [0, 1, 2])
        pipeline.needsDisplay = true
        pipeline.displayIfNeeded()
        #expect(backend.updates.last == FrameUpdate(size: backend.size, changes: [], clearsScreen: false))
        label.text = "abd"
        pipeline.needsDisplay = true   // no host here to pass the window's request on
        pipeline.displayIfNeeded()
        #expect(backend.updates.last?.changes == [CellChange(position: Point(x: 2, y: 0), cell: Cell(grapheme: "d"))])
        #expect(backend.screen.screen.lines() == ["abd", ""])
        #expect(pipeline.shown == backend.screen.screen)
    }

    /// A backend that lost its screen gets a frame that clears and redraws every cell, even
    /// when nothing in the window changed.
    @Test func aBackendThatLostItsScreenGetsAFullRedraw() {
        let backend = UpdateLog(size: Size(width: 6, height: 1))
        let window = Window(size: backend.size, clock: ManualAnimationClock())
        let pipeline = FramePipeline(window: window, backend: backend)
        let label = Label()
        label.text = "kept"
        window.rootView = label
        pipeline.displayIfNeeded()
        #expect(!pipeline.displayIfNeeded(), "nothing asked for a frame")
        backend.screen.invalidateScreen()
        #expect(pipeline.displayIfNeeded())
        #expect(backend.updates.last?.clearsScreen == true)
        #expect(backend.updates.last?.changes.count == 4)
    }

    /// The cursor is hidden unless the window asks for it; it follows the window's
    /// `terminalCursorPosition`, and is hidden on the too-small screen.
    @Test func theCursorFollowsTheWindowAndIsHiddenByDefault() {
        let driver = HeadlessDriver(size: Size(width: 20, height: 4))
        driver.window.rootView = View()
        #expect(driver.screen.size == Size(width: 20, height: 4))
        #expect(driver.backend.cursor == nil)
        driver.window.terminalCursorPosition = Point(x: 3, y: 1)
        driver.displayIfNeeded()
        #expect(driver.backend.cursor == Point(x: 3, y: 1))
        driver.minimumSize = Size(width: 30, height: 4)
        #expect(driver.backend.cursor == nil, "the too-small screen hides it")
        driver.minimumSize = Size(width: 1, height: 1)
        #expect(driver.backend.cursor == Point(x: 3, y: 1))
        driver.window.terminalCursorPosition = nil
        driver.displayIfNeeded()
        #expect(driver.backend.cursor == nil)
    }

    /// A backend that fits its height to the content gets a window as tall as the root view
    /// asks, between one row and all of the backend's size; it follows the content.
    @Test func aFittingBackendGetsAWindowAsTallAsTheContent() {
        let driver = HeadlessDriver(size: Size(width: 12, height: 6))
        driver.backend.fitsHeightToContent = true
        let rows = Rows(height: 2)
        driver.window.rootView = rows
        #expect(driver.screenLines == ["row 0", "row 1"])
        #expect(driver.screen.size == Size(width: 12, height: 2))
        rows.height = 9
        #expect(driver.screen.size == Size(width: 12, height: 6), "no taller than the backend")
        rows.height = 0
        #expect(driver.screen.size == Size(width: 12, height: 1), "never less than a row")
        driver.send(.resize(Size(width: 8, height: 3)))
        rows.height = 2
        #expect(driver.screen.size == Size(width: 8, height: 2))
        #expect(rows.frame.size == Size(width: 8, height: 2))
    }
}

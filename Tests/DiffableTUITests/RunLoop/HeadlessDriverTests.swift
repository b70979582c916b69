import Testing
@testable import DiffableTUI

/// A view that shows the last key it got and counts draws.
@MainActor
private final class KeyEcho: View {
    var lastKey = "none"
    var draws = 0
    var mouse: [MouseEvent] = []

    override var canBecomeFirstResponder: Bool { true }

    override func draw(in canvas: inout Canvas) {
        draws += 1
        canvas.write("key: \(lastKey)", at: Point(x: 0, y: 0), style: .plain)
        canvas.write("size: \(bounds.size)", at: Point(x: 0, y: 1), style: .plain)
    }

    override func handleKey(_ key: Key) -> Bool {
        lastKey = "\(key)"
        setNeedsDisplay()
        return true
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        mouse.append(event)
        return true
    }
}

/// Moves a marker one column per frame until `end`, recording the times it was stepped at.
@MainActor
private final class Slide: FrameAnimation {
    let view: View
    let start: Double
    let duration: Double
    var times: [Double] = []

    init(view: View, start: Double, duration: Double) {
        self.view = view
        self.start = start
        self.duration = duration
    }

    func step(to time: Double) -> Bool {
        times.append(time)
        view.frame.origin.x = Int(((time - start) / duration * 10).rounded())
        return time < start + duration
    }
}

@MainActor
struct HeadlessDriverTests {
    private func driver(size: Size = Size(width: 20, height: 4)) -> (HeadlessDriver, KeyEcho) {
        let driver = HeadlessDriver(size: size)
        let echo = KeyEcho()
        driver.window.rootView = echo
        echo.becomeFirstResponder()
        return (driver, echo)
    }

    @Test func eventsReachTheScreen() {
        let (driver, _) = driver()
        #expect(driver.screenText.hasPrefix("key: none"))
        driver.send(.key(.down))
        #expect(driver.screenLines[0] == "key: ↓")
    }

    @Test func oneBatchIsOneFrame() {
        let (driver, echo) = driver()
        driver.displayIfNeeded()
        let frames = driver.backend.statistics.framesPresented
        let draws = echo.draws
        driver.send(.key(.up), .key(.down), .key(.character("x")))
        #expect(driver.backend.statistics.framesPresented == frames + 1)
        #expect(echo.draws == draws + 1)
        #expect(driver.screenLines[0] == "key: x")
    }

    @Test func idleDriverPresentsNothing() {
        let (driver, _) = driver()
        driver.displayIfNeeded()
        let statistics = driver.backend.statistics
        driver.advance(by: 1)
        driver.send([])
        #expect(driver.backend.statistics == statistics)
    }

    @Test func resizeRelayouts() {
        let (driver, _) = driver()
        driver.send(.resize(Size(width: 30, height: 6)))
        #expect(driver.screen.size == Size(width: 30, height: 6))
        #expect(driver.screenLines[1] == "size: 30x6")
    }

    @Test func tooSmallScreenUntilTheTerminalGrows() {
        let (driver, echo) = driver(size: Size(width: 40, height: 5))
        driver.minimumSize = Size(width: 30, height: 4)
        driver.send(.resize(Size(width: 35, height: 3)))
        #expect(driver.screenLines == ["        terminal too small:", "         35x3 (needs 30x4)", ""])
        driver.send(.mouse(MouseEvent(kind: .press(button: 1), position: Point(x: 1, y: 1))))
        #expect(echo.mouse.isEmpty, "mouse events are dropped while too small")
        driver.send(.key(.left))
        driver.send(.resize(Size(width: 30, height: 4)))
        #expect(driver.screenLines[0] == "key: ←", "keys still reach the app")
    }

    @Test func tooSmallMessageSplitsWhenNarrow() {
        let screen = TooSmallScreen.render(size: Size(width: 20, height: 4), minimum: Size(width: 32, height: 8))
        #expect(screen.lines() == ["", "terminal too small:", " 20x4 (needs 32x8)", ""])
        #expect(TooSmallScreen.render(size: Size(width: 3, height: 1), minimum: Size(width: 32, height: 8)).lines() == ["te…"])
    }

    @Test func advanceStepsFramesAtSixtyPerSecond() {
        let (driver, echo) = driver()
        driver.recordsFrames = true
        let marker = View(frame: Rect(x: 0, y: 3, width: 1, height: 1))
        marker.backgroundStyle = Style.plain.reversed
        echo.addSubview(marker)
        let slide = Slide(view: marker, start: driver.clock.now, duration: 0.1)
        driver.window.addAnimation(slide)
        #expect(driver.window.hasRunningAnimations)
        driver.advance(by: 0.25)
        #expect(slide.times.count == 6, "runs until its end, one step per frame")
        for (index, time) in slide.times.enumerated() {
            #expect(abs(time - Double(index + 1) / 60) < 1e-9)
        }
        #expect(!driver.window.hasRunningAnimations)
        #expect(driver.frames.count == 6)
        #expect(driver.frames.last?[10, 3].style.attributes.contains(.reverse) == true)
        #expect(abs(driver.clock.now - 0.25) < 1e-9)
    }

    @Test func scheduledActionsRunOnVirtualTime() {
        let (driver, _) = driver()
        var fired: [String] = []
        driver.schedule(after: 0.5) { fired.append("b") }
        driver.schedule(after: 0.2) { fired.append("a") }
        driver.schedule(after: 0.5) { fired.append("c") }
        driver.advance(by: 0.3)
        #expect(fired == ["a"])
        driver.advance(by: 0.2)
        #expect(fired == ["a", "b", "c"])
    }

    /// Headless, background work runs at once and its completion on the next step of the
    /// clock, so a test sees it at a known moment.
    @Test func backgroundWorkCompletesOnTheNextStep() {
        let driver = HeadlessDriver()
        var result: Int?
        driver.performInBackground({ 6 * 7 }) { result = $0 }
        #expect(result == nil, "the completion waits for the clock")
        driver.advance(by: 0)
        #expect(result == nil, "no step, no completion")
        driver.advance(by: 1.0 / 60)
        #expect(result == 42)
    }

    /// The time background work takes adds up apart, so a test or benchmark can tell the main
    /// thread's share of a key press from the work a live app would run elsewhere.
    @Test func backgroundWorkDurationAddsUpTheWork() {
        let driver = HeadlessDriver()
        #expect(driver.backgroundWorkDuration == .zero)
        let busy: @Sendable () -> Int = {
            let start = ContinuousClock.now
            var spins = 0
            while ContinuousClock.now - start < .milliseconds(2) { spins += 1 }
            return spins
        }
        driver.performInBackground(busy) { _ in }
        #expect(driver.backgroundWorkDuration >= .milliseconds(2))
        driver.performInBackground(busy) { _ in }
        #expect(driver.backgroundWorkDuration >= .milliseconds(4))
        let before = driver.backgroundWorkDuration
        driver.schedule(after: 0) { _ = busy() }
        driver.advance(by: 1.0 / 60)
        #expect(driver.backgroundWorkDuration == before, "work on the main actor is not background work")
    }

    @Test func runUntilIdleStopsAtTermination() {
        let (driver, _) = driver()
        driver.schedule(after: 1) { driver.window.send(.key(.end)) }
        driver.schedule(after: 2) { driver.terminate(exitCode: 3) }
        driver.schedule(after: 5) { Issue.record("ran after terminate") }
        let elapsed = driver.runUntilIdle()
        #expect(driver.exitCode == 3)
        #expect(abs(elapsed - 2) < 0.02)
        #expect(driver.screenLines[0] == "key: End")
    }

    @Test func messagesAfterExitAreKept() {
        let (driver, _) = driver()
        driver.printAfterExit("one")
        driver.printAfterExit("two")
        #expect(driver.messagesAfterExit == ["one", "two"])
    }

    @Test func screenTextSkipsWideContinuations() {
        var buffer = Buffer(size: Size(width: 6, height: 1))
        buffer.write("柿🍎x", at: .zero, style: .plain)
        #expect(buffer.lines() == ["柿🍎x"])
    }

    /// Each frame is drawn into the storage of the frame before last: it must come out exactly
    /// as in a new buffer, whatever that storage held (wide glyphs, styles, a full screen).
    @Test func aFrameDrawnInARecycledBufferIsAFreshFrame() {
        let driver = HeadlessDriver(size: Size(width: 12, height: 3))
        let view = Scribble()
        driver.window.rootView = view
        for step in 0..<7 {
            view.step = step
            view.setNeedsDisplay()
            driver.displayIfNeeded()
            #expect(driver.screen == driver.window.renderFrame(), "frame \(step)")
        }
    }
}

/// Draws a full screen of styled wide glyphs, then one narrow cell, then nothing, in turn.
@MainActor
private final class Scribble: View {
    var step = 0

    override func draw(in canvas: inout Canvas) {
        switch step % 3 {
        case 0:
            for y in 0..<bounds.height {
                canvas.write("中文 é \(step)", at: Point(x: y, y: y), style: Style(foreground: .indexed(UInt8(200 + y)), attributes: .bold))
            }
        case 1:
            canvas.write("x", at: Point(x: 11, y: 2), style: .plain)
        default:
            break
        }
    }
}

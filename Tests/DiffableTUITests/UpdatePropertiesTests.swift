import Testing
@testable import DiffableTUI

/// UIKit 26's properties pass: `updateProperties()` runs before layout, once per frame after
/// `setNeedsUpdateProperties()`, so derived properties are set in the frame that shows them.
@MainActor
struct UpdatePropertiesTests {
    /// A screen whose label shows a count derived from `model`, and which notes the order of
    /// its passes.
    private final class Counter: View {
        let label = Label(text: "")
        var model = 0
        var log: [String] = []
        /// Something layout changes that the label shows too (a split view collapsing).
        var isNarrow = false
        let child = Child()

        init() {
            super.init(frame: .zero)
            addSubview(label)
            addSubview(child)
            child.onUpdate = { [unowned self] in log.append("child properties") }
        }

        override func updateProperties() {
            log.append("properties")
            label.text = "count \(model)" + (isNarrow ? " (narrow)" : "")
        }

        override func layoutSubviews() {
            log.append("layout")
            label.frame = Rect(x: 0, y: 0, width: bounds.width, height: 1)
            let narrow = bounds.width < 20
            if narrow != isNarrow {
                isNarrow = narrow
                setNeedsUpdateProperties()
            }
        }
    }

    private final class Child: View {
        var onUpdate: (() -> Void)?
        override func updateProperties() { onUpdate?() }
    }

    private func window(_ counter: Counter, width: Int = 30) -> Window {
        let window = Window(size: Size(width: width, height: 3), clock: ManualAnimationClock())
        window.rootView = counter
        return window
    }

    private func firstLine(_ window: Window) -> String {
        window.renderFrame().lines().first ?? ""
    }

    @Test func thePassRunsBeforeLayoutInTheFrameThatShowsIt() {
        let counter = Counter()
        let window = window(counter)
        #expect(firstLine(window) == "count 0")
        #expect(counter.log == ["properties", "layout", "child properties"], "properties first, top down")
        counter.log = []
        counter.model = 3
        counter.setNeedsUpdateProperties()
        counter.setNeedsUpdateProperties()
        #expect(window.needsDisplay, "asking for a pass asks for a frame")
        #expect(firstLine(window) == "count 3")
        #expect(counter.log == ["properties"], "two requests, one pass; no layout asked for")
    }

    @Test func nothingRunsWithoutARequest() {
        let counter = Counter()
        let window = window(counter)
        _ = window.renderFrame()
        counter.log = []
        counter.model = 5
        #expect(firstLine(window) == "count 0", "the model changed, nobody asked: not derived")
        #expect(counter.log.isEmpty)
    }

    /// A request made by layout (the width became narrow) gets its pass before the frame is
    /// drawn: the frame never shows the label from before.
    @Test func aRequestDuringLayoutRunsBeforeDrawing() {
        let counter = Counter()
        let window = window(counter)
        _ = window.renderFrame()
        counter.log = []
        window.frame = Rect(x: 0, y: 0, width: 18, height: 3)
        #expect(firstLine(window) == "count 0 (narrow)")
        #expect(counter.log == ["layout", "properties"])
    }

    @Test func updatePropertiesIfNeededRunsNow() {
        let counter = Counter()
        _ = window(counter)
        counter.updatePropertiesIfNeeded()
        counter.log = []
        counter.model = 2
        counter.setNeedsUpdateProperties()
        counter.updatePropertiesIfNeeded()
        #expect(counter.label.text == "count 2")
        #expect(counter.log == ["properties"])
    }

    /// A key is handled by views whose properties are current (the window runs the pass
    /// before delivering it, as it lays out first).
    @Test func aKeySeesDerivedProperties() {
        let counter = Counter()
        let window = window(counter)
        _ = window.renderFrame()
        counter.model = 9
        counter.setNeedsUpdateProperties()
        var seen: String?
        window.unhandledKeyHandler = { _ in seen = counter.label.text; return true }
        window.send(.key(.character("x")))
        #expect(seen == "count 9")
    }
}

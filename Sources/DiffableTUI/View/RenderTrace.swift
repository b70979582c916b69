/// A test seam: which views the last frame of a window drew, and where.
///
/// Reliability checks need to know what is on screen without parsing text: that every visible
/// item's cell was drawn exactly once and that nothing was drawn outside its frame. Set
/// `Window.renderTrace` to a trace; each `renderFrame()` then refills it with one entry per
/// view that drew, in drawing order. Nothing is recorded while no trace is set.
///
/// Entries hold their views `unowned`: the window holds the trace and the first entry is the
/// window itself, so strong references would keep every window that was ever traced alive.
/// Read a trace right after the frame it describes, while its views are still in the window.
@MainActor
package final class RenderTrace {
    /// One view drawn in a frame.
    package struct Entry {
        package unowned let view: View
        /// Where the view was drawn, in window coordinates (a collection view's element at its
        /// presentation frame).
        package let frame: Rect
        /// The part of `frame` that could be drawn on: `frame` clipped by every ancestor.
        package let visible: Rect
    }

    package private(set) var entries: [Entry] = []

    package init() {}

    /// The trace of the frame being rendered, if its window has one.
    static var active: RenderTrace?

    func reset() {
        entries.removeAll(keepingCapacity: true)
    }

    func record(_ view: View, in canvas: Canvas) {
        entries.append(Entry(view: view, frame: Rect(origin: canvas.origin, size: view.bounds.size), visible: canvas.clip))
    }
}

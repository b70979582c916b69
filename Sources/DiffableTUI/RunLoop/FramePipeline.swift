/// The event -> window -> frame -> backend path shared by the live `Application` and the
/// `HeadlessDriver`, so that tests exercise exactly what runs in the terminal.
///
/// The pipeline owns the frame on screen: it diffs each new frame against it, once, and hands
/// the backend only the changes (a `FrameUpdate`), so every backend — ncurses, the inline
/// termios one, the headless one — is a thin writer.
@MainActor
final class FramePipeline {
    let window: Window
    let backend: any Backend
    var minimumSize = Size(width: 1, height: 1) {
        didSet { if oldValue != minimumSize { needsDisplay = true } }
    }
    /// Set when the window asks its host for a redraw and on resizes; cleared by
    /// `displayIfNeeded()`.
    var needsDisplay = true
    /// The frame the backend shows, which the next one is diffed against; nil before the first.
    private(set) var shown: Buffer?
    /// The frame before `shown`, whose storage the next frame is drawn into.
    private var recycled: Buffer?
    /// Where every presented frame's text goes, for tests of what reached the terminal.
    var frameLog: FrameLog?

    init(window: Window, backend: any Backend) {
        self.window = window
        self.backend = backend
        window.colorDepth = backend.colorDepth
    }

    /// True while the screen is smaller than `minimumSize`.
    var isTooSmall: Bool {
        backend.size.width < minimumSize.width || backend.size.height < minimumSize.height
    }

    /// Hands events to the window in order. Mouse events are dropped while the too-small screen
    /// is up, since they point at cells the window is not showing. A resize gives the window
    /// the backend's size (its height fitted to the content, for a backend that fits it).
    func deliver(_ events: [Event]) {
        for event in events {
            switch event {
            case .resize(let size):
                window.send(.resize(windowSize(in: size)))
                needsDisplay = true
            case .mouse where isTooSmall:
                continue
            default:
                window.send(event)
            }
        }
    }

    /// The window's size on a screen of `available`: all of it, or for a backend that fits its
    /// height to the content, the root view's `sizeThatFits(_:)` height, from 1 to all of it.
    func windowSize(in available: Size) -> Size {
        guard backend.fitsHeightToContent, let root = window.rootView else { return available }
        let rootHeight = root.sizeThatFits(available).height
        let wanted = rootHeight + window.announcementRows(forHeight: rootHeight + window.accessibilityRows)
        return Size(width: available.width, height: min(available.height, max(1, wanted)))
    }

    /// Renders and presents one frame if anything asked for it, or if the backend lost what it
    /// showed (`needsFullRedraw`).
    ///
    /// - Returns: whether a frame was presented.
    @discardableResult
    func displayIfNeeded() -> Bool {
        guard needsDisplay || backend.needsFullRedraw else { return false }
        needsDisplay = false
        let frame: Buffer
        var cursor: Point?
        if isTooSmall {
            frame = TooSmallScreen.render(size: backend.size, minimum: minimumSize)
        } else {
            let size = windowSize(in: backend.size)
            if window.frame.size != size { window.send(.resize(size)) }
            frame = window.renderFrame(reusing: recycled.take())
            cursor = window.terminalCursorPosition ?? window.accessibleCursorPosition
        }
        let previous = backend.needsFullRedraw ? nil : shown
        backend.present(FrameUpdate(frame: frame, previous: previous, wholeRows: backend.updatesWholeRows, cursor: cursor))
        frameLog?.append(frame)
        recycled = shown
        shown = frame
        return true
    }
}

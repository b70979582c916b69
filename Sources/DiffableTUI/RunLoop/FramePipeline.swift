/// The event -> window -> frame -> backend path shared by the live `Application` and the
/// `HeadlessDriver`, so that tests exercise exactly what runs in the terminal.
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
    /// is up, since they point at cells the window is not showing.
    func deliver(_ events: [Event]) {
        for event in events {
            switch event {
            case .resize:
                window.send(event)
                needsDisplay = true
            case .mouse where isTooSmall:
                continue
            default:
                window.send(event)
            }
        }
    }

    /// Renders and presents one frame if anything asked for it.
    ///
    /// - Returns: whether a frame was presented.
    @discardableResult
    func displayIfNeeded() -> Bool {
        guard needsDisplay else { return false }
        needsDisplay = false
        let frame = isTooSmall
            ? TooSmallScreen.render(size: backend.size, minimum: minimumSize)
            : window.renderFrame()
        backend.present(frame)
        return true
    }
}

/// The root of a view hierarchy, as `UIWindow` is: routes events, tracks the first responder,
/// runs frame animations and renders frames for its host (the terminal run loop or a headless
/// driver).
@MainActor
public final class Window: View {
    /// The view filling the window.
    public var rootView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let rootView {
                addSubview(rootView)
                rootView.frame = rootViewFrame
            }
        }
    }

    /// Where animation time comes from; tests inject a `ManualAnimationClock`.
    public let clock: any AnimationClock
    /// What the screen can show; set by the host from its backend.
    public var colorDepth: ColorDepth = .truecolor
    /// The run loop or driver that presents this window's frames.
    public weak var host: (any WindowHost)?
    /// Receives keys that no view in the responder chain handled.
    public var unhandledKeyHandler: ((Key) -> Bool)?
    /// Whether the terminal window has the desktop's focus, as `UIWindow.isKeyWindow` says
    /// whether a window receives keys: true until the terminal reports that it lost it (focus
    /// reporting, where the terminal offers it; a terminal that never reports stays true).
    /// Every view is redrawn when it changes, so a view can draw differently without it.
    public internal(set) var isKeyWindow = true
    /// Called after ``isKeyWindow`` changed, as UIKit posts `didBecomeKeyNotification` and
    /// `didResignKeyNotification`: pause what only matters while someone looks.
    public var keyStatusDidChange: ((Window) -> Void)?
    /// Where the terminal's own (hardware) cursor shows after every frame, in window
    /// coordinates; `nil`, the default, hides it.
    ///
    /// Views draw their own cursors (a ``TextField``'s is a reversed cell), so apps leave this
    /// alone; screen readers and braille displays follow the terminal's cursor, so an app that
    /// serves them puts it on what has the focus. A position outside the window hides it.
    public var terminalCursorPosition: Point? {
        didSet { if oldValue != terminalCursorPosition { setNeedsDisplay() } }
    }

    /// Whether the window serves a screen reader or a braille display (see
    /// <doc:AccessibleMode>): the terminal's cursor follows the focus, changes cut instead of
    /// animating, spinners stand still, and announcements composed from every update (and
    /// posted by the app) show on the window's last row. False by default; an
    /// ``Application`` starts with it on when `DIFFABLETUI_ACCESSIBLE=1`.
    public var isAccessibleModeEnabled = false {
        didSet {
            guard oldValue != isAccessibleModeEnabled else { return }
            if isAccessibleModeEnabled { Accessibility.accessibleWindows.insert(self) } else { Accessibility.accessibleWindows.remove(self) }
            setNeedsLayout()
        }
    }
    /// The announcements of accessible mode; see `Window+Accessibility.swift`.
    let announcer = Announcer()
    /// Where the terminal's cursor goes in accessible mode, worked out as each frame renders.
    private(set) var accessibleCursorPosition: Point?
    /// Told each announcement as it is shown (the headless driver records them).
    var onAnnouncement: ((String) -> Void)?

    /// The view that receives keys first, set by ``View/becomeFirstResponder()``; `nil` until
    /// a view becomes first responder, and after ``resignFirstResponder()``.
    public private(set) var firstResponder: View?
    /// Whether something changed since the last ``renderFrame()``.
    public private(set) var needsDisplay = true
    /// When set, each `renderFrame()` lists in it the views it drew (a test seam).
    package var renderTrace: RenderTrace?
    private var isRendering = false
    /// Set when a view asks for a properties pass; a pass asked for during layout gets
    /// another round before the frame is drawn.
    private var propertiesRequested = false
    /// The view that took the last press, which its release goes to.
    private weak var pressedView: View?
    /// True while a key makes the preferred view first responder (see `send(_:)`).
    private(set) var isAdoptingFirstResponder = false
    private var animations: [any FrameAnimation] = []
    /// Until when (on the clock) updates cut instead of animating.
    private(set) var transitionsCutUntil = -Double.infinity

    /// A window of `size` whose animations take their time from `clock`.
    ///
    /// Apps rarely make one: ``Application`` and ``HeadlessDriver`` make the window they host.
    public init(size: Size, clock: any AnimationClock = SystemAnimationClock()) {
        self.clock = clock
        super.init(frame: Rect(origin: .zero, size: size))
    }

    override public func layoutSubviews() {
        rootView?.frame = rootViewFrame
    }

    /// Draws the last announcement on the rows accessible mode keeps for it.
    override public func draw(in canvas: inout Canvas) {
        drawAnnouncementRows(in: &canvas)
    }

    // MARK: Display

    /// Marks the window for a redraw and tells the host.
    func markNeedsDisplay() {
        needsDisplay = true
        // Views that move their subviews while the frame is laid out (a collection view
        // placing its cells) ask for display; the frame being rendered already shows that.
        if !isRendering { host?.windowNeedsDisplay(self) }
    }

    func propertiesWereRequested() {
        propertiesRequested = true
    }

    /// Runs the properties pass and the layout pass until neither is pending: a view's
    /// `updateProperties()` runs before its layout, and a pass asked for during layout (a
    /// delegate told of a collapse updates what it shows) runs again before drawing. At most
    /// a few rounds, so views that keep asking cannot hang a frame.
    func updatePropertiesAndLayoutIfNeeded() {
        for _ in 0..<3 {
            propertiesRequested = false
            layoutIfNeeded()
            guard propertiesRequested else { return }
        }
    }

    /// Runs the properties and layout passes, then draws the whole hierarchy into a new buffer
    /// of the window's size.
    public func renderFrame() -> Buffer {
        renderFrame(reusing: nil)
    }

    /// `renderFrame()`, drawing into the storage of `recycled` (a frame no longer needed) when
    /// it is the window's size, so that a frame allocates no buffer.
    func renderFrame(reusing recycled: consuming Buffer?) -> Buffer {
        // Taken out of the optional, not copied: cleared in place only when nothing else holds it.
        var buffer = recycled.take() ?? Buffer(size: .zero)
        if buffer.size == frame.size { buffer.clear() } else { buffer = Buffer(size: frame.size) }
        isRendering = true
        renderTrace?.reset()
        RenderTrace.active = renderTrace
        defer {
            isRendering = false
            RenderTrace.active = nil
        }
        updatePropertiesAndLayoutIfNeeded()
        if isAccessibleModeEnabled {
            endAccessibilityTurn()
            accessibleCursorPosition = accessibilityCursorTarget()
        } else {
            accessibleCursorPosition = nil
        }
        var canvas = Canvas(buffer: consume buffer, colorDepth: colorDepth)
        render(in: &canvas)
        needsDisplay = false
        return canvas.buffer
    }

    // MARK: Responders

    func setFirstResponder(_ view: View) {
        guard firstResponder !== view else { return }
        let previous = firstResponder
        firstResponder = view
        previous?.didResignFirstResponder()
        view.didBecomeFirstResponder()
        if isAccessibleModeEnabled { announcer.noteFocusMoved() }
        setNeedsDisplay()
    }

    /// Clears the first responder.
    public func resignFirstResponder() {
        guard let previous = firstResponder else { return }
        firstResponder = nil
        previous.didResignFirstResponder()
        setNeedsDisplay()
    }

    // MARK: Events

    /// Delivers an event: keys go up the responder chain from the first responder, mouse events
    /// to the view under the pointer and up from there, resizes resize the window; a paste goes
    /// to the first responder's ``View/paste(_:)`` with the text on ``Pasteboard/general``, and
    /// the terminal's focus sets ``isKeyWindow``.
    ///
    /// When no view in the window is first responder (none was made one, or it left the
    /// window), the first view that accepts keys becomes it when a key arrives — the first with
    /// `canBecomeFirstResponder`, depth first through the visible views, as tvOS's focus engine
    /// picks a preferred view — so a list inside a container gets the arrows without a call to
    /// `becomeFirstResponder()`. Keys reach the root view only when no view accepts them.
    ///
    /// Keys and mouse events find the views as the next frame will show them: the window lays
    /// out first, so a key typed before the first frame (or right after an apply) reaches a
    /// list that knows its rows and its focus, and a click hits the view now under it.
    public func send(_ event: Event) {
        if case .resize = event {} else { updatePropertiesAndLayoutIfNeeded() }
        switch event {
        case .key(let key):
            adoptPreferredFirstResponderIfNeeded()
            var current: View? = isInWindow(firstResponder) ? firstResponder : rootView
            while let view = current {
                if view.handleKey(key) { return }
                current = view.superview
            }
            _ = unhandledKeyHandler?(key)
        case .mouse(let mouse):
            // A release goes to the view its press went to, wherever the pointer is now, as a
            // touch stays with the view it began in: what the press did (a drawer closing, a
            // row moving) must not leave that view's highlight on.
            if case .release = mouse.kind, let view = pressedView {
                pressedView = nil
                if isInWindow(view) {
                    let origin = view.originInWindow
                    _ = view.handleMouse(MouseEvent(kind: mouse.kind, position: mouse.position.offsetBy(dx: -origin.x, dy: -origin.y)))
                    return
                }
            }
            var current = hitTest(mouse.position)
            while let view = current, view !== self {
                let origin = view.originInWindow
                let local = MouseEvent(kind: mouse.kind, position: mouse.position.offsetBy(dx: -origin.x, dy: -origin.y))
                if view.handleMouse(local) {
                    if case .press = mouse.kind { pressedView = view }
                    return
                }
                current = view.superview
            }
        case .resize(let size):
            frame = Rect(origin: .zero, size: size)
        case .paste(let text):
            deliverPaste(text)
        case .focus(let isFocused):
            setKeyStatus(isFocused)
        }
    }

    /// Makes the preferred view first responder when none is in the window (`send(_:)` has
    /// laid the window out, so the view can tell what it shows). The key that brought it there
    /// is its first: a list's first arrow puts its focus on the first item it shows.
    private func adoptPreferredFirstResponderIfNeeded() {
        guard !isInWindow(firstResponder) else { return }
        guard let preferred = preferredFirstResponder() else { return }
        isAdoptingFirstResponder = true
        defer { isAdoptingFirstResponder = false }
        setFirstResponder(preferred)
    }

    /// Whether `view` is in this window.
    private func isInWindow(_ view: View?) -> Bool {
        view?.window === self
    }

    /// The first visible view, depth first from the root view, that can become first
    /// responder.
    ///
    /// - Complexity: O(views).
    func preferredFirstResponder(in root: View? = nil) -> View? {
        guard let start = root ?? rootView else { return nil }
        var stack = [start]
        while let view = stack.popLast() {
            guard !view.isHidden else { continue }
            if view.canBecomeFirstResponder { return view }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    // MARK: Animations

    /// Starts driving `animation` every frame until its `step(to:)` returns false.
    public func addAnimation(_ animation: any FrameAnimation) {
        animations.append(animation)
        host?.windowNeedsAnimationFrames(self)
    }

    /// True while any animation is running; the host keeps its frame timer only while this holds.
    public var hasRunningAnimations: Bool { !animations.isEmpty }

    /// Advances every running animation to the clock's current time and drops finished ones.
    /// Animations added while stepping (a completion that starts another) are stepped from
    /// the next frame on.
    public func stepAnimations() {
        guard !animations.isEmpty else { return }
        let now = clock.now
        let finished = Set(animations.filter { !$0.step(to: now) }.map { ObjectIdentifier($0) })
        // A frame only when something moved: most steps of a row sliding one cell in 0.2 s
        // change nothing on screen.
        let changed = !finished.isEmpty || animations.contains { ($0 as? any QuietFrameAnimation)?.changedInLastStep ?? true }
        animations.removeAll { finished.contains(ObjectIdentifier($0)) }
        if changed { markNeedsDisplay() }
    }

    /// Whether updates cut to their end instead of animating: the host found the terminal too
    /// slow for animation frames (see `Application`).
    var cutsTransitions: Bool { clock.now < transitionsCutUntil }

    /// Cuts running transitions to their end, and makes updates cut for the next `seconds`.
    func cutTransitions(for seconds: Double) {
        transitionsCutUntil = clock.now + seconds
        let transitions = animations.compactMap { $0 as? TransitionAnimation }
        guard !transitions.isEmpty else { return }
        for transition in transitions where !transition.step(to: transition.endTime) {
            removeAnimation(transition)
        }
        markNeedsDisplay()
    }

    /// Stops driving `animation` (one that was cancelled), so that the host can stop its
    /// frame timer without waiting for another frame.
    func removeAnimation(_ animation: any FrameAnimation) {
        animations.removeAll { $0 === animation }
    }
}

/// What presents a window's frames: the terminal run loop, or a headless driver in tests.
@MainActor
public protocol WindowHost: AnyObject {
    /// The window wants a redraw on the next turn of the run loop.
    func windowNeedsDisplay(_ window: Window)
    /// The window has running animations and needs frames until they finish.
    func windowNeedsAnimationFrames(_ window: Window)
}

/// A frame animation that can tell whether its last step changed anything on screen, so
/// that the window draws no frame for a step that changed nothing.
@MainActor
protocol QuietFrameAnimation: FrameAnimation {
    var changedInLastStep: Bool { get }
}

/// Something that changes every frame, driven by a window until it finishes.
@MainActor
public protocol FrameAnimation: AnyObject {
    /// Moves to `time` (seconds on the window's clock); returns false once finished.
    func step(to time: Double) -> Bool
}

/// A rectangle of the screen that draws itself and handles events: the base of every view, as
/// `UIView` is in UIKit.
///
/// Views draw into a `Canvas` in their own coordinates and are clipped to their frame. The whole
/// window is redrawn into a fresh buffer each frame and the backend writes only the cells that
/// changed, so views never track damage themselves.
@MainActor
open class View {
    /// Position and size in the superview's coordinates.
    open var frame: Rect {
        didSet {
            if oldValue.size != frame.size { setNeedsLayout() }
            if oldValue != frame { setNeedsDisplay() }
        }
    }

    /// The view's own coordinate space: its size at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// The view this one is a subview of; `nil` for a window, and for a view not in a hierarchy.
    public private(set) weak var superview: View?
    /// The views inside this one, back to front: later ones draw on top and are hit first.
    public private(set) var subviews: [View] = []

    /// A hidden view and its subviews neither draw nor receive events.
    public var isHidden = false {
        didSet { if oldValue != isHidden { setNeedsDisplay() } }
    }

    /// When set, the view's bounds are filled with this style before it draws.
    public var backgroundStyle: Style? {
        didSet { if oldValue != backgroundStyle { setNeedsDisplay() } }
    }

    private(set) var needsLayout = true
    private(set) var needsUpdateProperties = true

    // MARK: Accessibility (see <doc:AccessibleMode>)

    /// Whether assistive technologies treat the view as one element that they describe and
    /// move to; mirrors `UIView.isAccessibilityElement`. False for a plain view, true for
    /// labels, text fields and cells.
    open var isAccessibilityElement = false
    /// A short name for the element (`"Fuji"`), read first; mirrors
    /// `UIAccessibilityElement.accessibilityLabel`. `nil` by default; labels, text fields and
    /// cells with a list content configuration derive one from their text.
    open var accessibilityLabel: String?
    /// The element's current value (`"2 in stock"`), read after the label; mirrors
    /// `accessibilityValue`.
    open var accessibilityValue: String?
    /// What happens when the element is acted on (`"Press d to delete"`), read last; mirrors
    /// `accessibilityHint`.
    open var accessibilityHint: String?
    /// What kind of element this is and its state (``AccessibilityTraits/header``,
    /// ``AccessibilityTraits/selected``, ...); mirrors `accessibilityTraits`.
    open var accessibilityTraits: AccessibilityTraits = .none

    /// Where the terminal's cursor goes, in window coordinates, while this view is the first
    /// responder in accessible mode: the start of its text. Views with a caret or a focused
    /// item of their own answer with that.
    func accessibilityCursorPosition() -> Point? { originInWindow }

    /// What is said when the focus lands on this view in accessible mode: its description
    /// when it is an accessibility element; a collection view describes its focused item.
    func accessibilityFocusDescription() -> String? {
        isAccessibilityElement ? accessibilityDescription : nil
    }

    /// A view at `frame` in its superview's coordinates, needing layout.
    public init(frame: Rect = .zero) {
        self.frame = frame
    }

    // MARK: Hierarchy

    /// Adds `view` on top of the existing subviews, removing it from any previous superview.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        view.superview = self
        subviews.append(view)
        view.setNeedsLayout()
        setNeedsDisplay()
    }

    /// Takes the view out of its superview.
    ///
    /// When the first responder is this view or lies inside it, the window has no first
    /// responder afterwards (see ``Window/firstResponder``).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        if let window, let responder = window.firstResponder, responder.isDescendant(of: self) {
            window.resignFirstResponder()
        }
        // A view is among its parent's subviews once: find it and close the gap (a partition
        // over every subview would retain and release each).
        if let index = parent.subviews.firstIndex(where: { $0 === self }) { parent.subviews.remove(at: index) }
        superview = nil
        parent.setNeedsDisplay()
    }

    /// True when `self` is `view` or lies somewhere below it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The window at the root of this view's hierarchy, if it is in one.
    public var window: Window? {
        var current: View = self
        while let parent = current.superview { current = parent }
        return current as? Window
    }

    // MARK: Layout and display

    /// Asks for a redraw on the next frame.
    public func setNeedsDisplay() {
        window?.markNeedsDisplay()
    }

    /// Asks for `layoutSubviews()` before the next frame is drawn.
    public func setNeedsLayout() {
        needsLayout = true
        setNeedsDisplay()
    }

    /// Asks for ``updateProperties()`` before the next layout, as UIKit 26's
    /// `setNeedsUpdateProperties()` does: call it when the model a view's properties are
    /// derived from changed. Several calls before the next frame make one pass.
    public func setNeedsUpdateProperties() {
        needsUpdateProperties = true
        window?.propertiesWereRequested()
        setNeedsDisplay()
    }

    /// Runs a pending ``updateProperties()`` now, then does the same for every subview.
    public func updatePropertiesIfNeeded() {
        if needsUpdateProperties {
            needsUpdateProperties = false
            updateProperties()
        }
        for view in subviews { view.updatePropertiesIfNeeded() }
    }

    /// Override to set the view's properties (and its subviews') from the model they show:
    /// titles, counts, hints, colours — what is derived rather than pushed.
    ///
    /// UIKit 26's properties pass: it runs once per frame when ``setNeedsUpdateProperties()``
    /// was called (and once before the view's first layout), top down, before
    /// ``layoutSubviews()``, so what it sets is laid out and drawn in the same frame. Set
    /// properties here instead of in ``draw(in:)``, which must not change state, or in every
    /// action that changes the model. A property set during layout that asks for another
    /// pass gets it before the frame is drawn. (UIKit also tracks the `@Observable` objects
    /// read here; call ``setNeedsUpdateProperties()`` yourself.)
    open func updateProperties() {}

    /// Runs a pending ``updateProperties()`` and then a pending `layoutSubviews()` now, then
    /// does the same for every subview.
    public func layoutIfNeeded() {
        if needsUpdateProperties {
            needsUpdateProperties = false
            updateProperties()
        }
        if needsLayout {
            needsLayout = false
            layoutSubviews()
            for view in subviews { view.superviewDidLayoutSubviews() }
        }
        for view in subviews { view.layoutIfNeeded() }
    }

    /// Called on each subview after its superview laid out its subviews: views of this module
    /// that keep to their superview's size without it knowing them (a presented sheet) follow
    /// it here.
    func superviewDidLayoutSubviews() {}

    /// Override to position subviews; called when the size changed or `setNeedsLayout()` was
    /// called.
    open func layoutSubviews() {}

    /// Override to draw the view's own content, in local coordinates. Subviews draw afterwards,
    /// on top.
    open func draw(in canvas: inout Canvas) {}

    /// The size the view would like within `size`; defaults to its current size.
    open func sizeThatFits(_ size: Size) -> Size { frame.size }

    /// Draws the background, the view's content, then its subviews, each clipped to its frame.
    public func render(in canvas: inout Canvas) {
        guard !isHidden else { return }
        RenderTrace.active?.record(self, in: canvas)
        if let backgroundStyle { canvas.fill(bounds, style: backgroundStyle) }
        draw(in: &canvas)
        drawSubviews(in: &canvas)
    }

    /// Draws the subviews, each clipped to its frame, in order (later ones on top).
    ///
    /// Override to draw them in an order of your own, or to draw between them; a collection
    /// view draws its cells, headers and badges by their layout z-index this way.
    open func drawSubviews(in canvas: inout Canvas) {
        for view in subviews where !view.isHidden {
            canvas.withRegion(view.frame) { view.render(in: &$0) }
        }
    }

    // MARK: Events

    /// Whether the view accepts keyboard focus.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether key events come to this view first.
    public var isFirstResponder: Bool { window?.firstResponder === self }

    /// Makes this view receive key events first. Fails when it cannot be focused or is not in a
    /// window.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window else { return false }
        window.setFirstResponder(self)
        return true
    }

    /// Called after the view became the first responder.
    open func didBecomeFirstResponder() {}

    /// Called after the view stopped being the first responder.
    open func didResignFirstResponder() {}

    /// Override to handle a key; return true when handled, false to pass it to the superview.
    open func handleKey(_ key: Key) -> Bool { false }

    /// Pastes what ``Pasteboard/general`` holds, as UIKit's `paste(_:)` does; called on the
    /// first responder when the user pastes into the terminal. A view that does not take
    /// pasted text leaves this alone: the default passes the paste to the superview, and at
    /// the top of the chain it is dropped. ``TextField`` inserts the text.
    open func paste(_ sender: Any?) {
        superview?.paste(sender)
    }

    /// Override to handle a mouse event whose position is in local coordinates; return true
    /// when handled, false to pass it to the superview.
    open func handleMouse(_ event: MouseEvent) -> Bool { false }

    /// The deepest visible view containing `point` (local coordinates), topmost first.
    public func hitTest(_ point: Point) -> View? {
        guard !isHidden, bounds.contains(point) else { return nil }
        for view in subviews.reversed() {
            let local = point.offsetBy(dx: -view.frame.minX, dy: -view.frame.minY)
            if let hit = view.hitTest(local) { return hit }
        }
        return self
    }

    /// This view's origin in window coordinates.
    public var originInWindow: Point {
        var point = frame.origin
        var current = superview
        while let view = current, view.superview != nil {
            point = point.offsetBy(dx: view.frame.minX, dy: view.frame.minY)
            current = view.superview
        }
        return superview == nil ? .zero : point
    }
}

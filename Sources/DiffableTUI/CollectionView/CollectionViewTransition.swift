/// The seam between a data update and what is drawn while it shows: every element on screen
/// before or after the update, with where it was, where it goes and what happened to it.
///
/// An animator (see `CollectionViewUpdateAnimating`) sets each element's `presentation` every
/// frame — a frame, a z-index, an opacity — and calls `CollectionView.finishTransition()`
/// when done. Without a presentation an element is drawn as laid out now (or not at all if
/// it left). Views of elements in the transition stay prepared until it finishes, and views
/// of deleted and reloaded items are kept (`view` / `outgoingView`) for fading out.
///
/// Frames are in the new content coordinates: `fromFrame` is where the element was on screen
/// when the update began (its presentation, if a previous transition was running), moved by
/// the new content offset, so that scrolling during the transition moves everything together.
@MainActor
final class CollectionViewTransition {
    /// What happened to an element.
    enum Change: Equatable {
        /// Same place, same view.
        case unchanged
        /// Same item, another place (moved, or pushed by inserts and deletes).
        case moved
        case inserted
        case deleted
        /// Same item, a new view (`outgoingView` holds the old one).
        case reloaded
    }

    /// How an element is drawn in the current frame of the transition.
    struct Presentation: Equatable {
        static func == (lhs: Presentation, rhs: Presentation) -> Bool {
            // A style transform is a closure: presentations that carry one always differ.
            lhs.styleTransform == nil && rhs.styleTransform == nil && lhs.frame == rhs.frame && lhs.zIndex == rhs.zIndex
                && lhs.isOpaque == rhs.isOpaque && lhs.showsOutgoingView == rhs.showsOutgoingView && lhs.isHidden == rhs.isHidden
                && lhs.opacity == rhs.opacity && lhs.clearance == rhs.clearance
        }

        /// New content coordinates.
        var frame: Rect
        var zIndex: Int
        /// Applied to the element's cells after drawing (fades).
        var styleTransform: ((inout Style) -> Void)?
        /// Clears the frame first, so an element sliding over others hides them.
        var isOpaque = true
        /// Draws the reloaded element's old view instead of its new one.
        var showsOutgoingView = false
        var isHidden = false
        /// 1 draws the element as it is; less blends it into what lies beneath (fades).
        var opacity: Double = 1
        /// Cells of background cleared around the element before it is drawn: a card that
        /// travels over others keeps the gap it has at rest, so that each frame of a shuffle
        /// still reads as separate cards rather than one block.
        var clearance = 0
    }

    struct Element {
        var category: LayoutAttributes.ElementCategory
        var kind: String?
        var oldIndexPath: IndexPath?
        var newIndexPath: IndexPath?
        var fromFrame: Rect?
        var toFrame: Rect?
        var change: Change
        /// The attributes the element is drawn with (new ones when it stays, old ones when it leaves).
        var attributes: LayoutAttributes
        /// The live view (for elements that stay) or the leaving view (deleted items).
        var view: CollectionReusableView?
        /// The view a reloaded item had before.
        var outgoingView: CollectionReusableView?
        /// Whether `fromFrame` is where the element was drawn (not a frame of the old layout,
        /// for an element that was not on screen).
        var wasOnScreen = true
        /// Whether the element was a header pinned away from its place, over the rows
        /// scrolling beneath it.
        var wasPinned = false
        /// Whether the element is laid out between the rows drawn before and the screen, off
        /// screen at both ends: the content carries it across the screen on its way (see
        /// `CollectionView.travelledSpan`).
        var isTravelledOver = false
        var presentation: Presentation?
        /// For a reloaded element whose cross-fade the interrupted transition had begun: how
        /// far it is (0...1, from `outgoingView` to `view`).
        var crossFade: Tween?
        /// For an element of a deleted item: the item's identifier, when the data source is
        /// diffable.
        var identifier: AnyHashable?
        /// For an element still leaving from the transition this one interrupted: the unit
        /// it leaves with and how far it had got.
        var carried: (unit: Int, motion: TransitionCarryover.UnitMotion, opacity: Double)?

        /// The item the element belongs to: in the new state, or in the old one when it left.
        var owner: CollectionView.Owner? {
            guard let indexPath = newIndexPath ?? oldIndexPath else { return nil }
            return CollectionView.Owner(attributes, indexPath: indexPath, isNew: newIndexPath != nil)
        }

        /// The element's key in the new state, `nil` when it left.
        var newKey: ElementKey? {
            newIndexPath.map { ElementKey(category: category, kind: kind, indexPath: $0) }
        }
    }

    var elements: [Element]
    /// The layouts before and after, for frames of elements off screen.
    let oldLayout: PreparedLayout
    let newLayout: PreparedLayout
    let animated: Bool
    /// The duration and curve the data source asked for.
    let timing: TransitionTiming
    /// The transition this one interrupted, until the animator has read how far its fades
    /// had got (so that a half-faded row goes on from where it is).
    var interrupted: CollectionViewTransition?
    /// A caption of the change, when the data source knows one.
    let summary: String?
    let completion: (() -> Void)?
    /// How far the units of the interrupted transition had got, for the animator.
    var carryover = TransitionCarryover()
    /// Whether this transition starts while another was still showing: its parts then run
    /// together, so that a stream of updates keeps up.
    var interruptsAnother = false
    /// The content offset the transition was planned for: the screen its column spans.
    var plannedOffset = Point.zero
    /// What the collection view displayed when the animator last set the presentations: the
    /// elements on screen in that frame.
    var displayedWhenPresented: [DisplayedElement]?
    private let indexByNewKey: [ElementKey: Int]

    init(
        elements: [Element], oldLayout: PreparedLayout, newLayout: PreparedLayout, animated: Bool,
        timing: TransitionTiming = .standard, summary: String?, completion: (() -> Void)?
    ) {
        self.elements = elements
        self.oldLayout = oldLayout
        self.newLayout = newLayout
        self.animated = animated
        self.timing = timing
        self.summary = summary
        self.completion = completion
        var index: [ElementKey: Int] = [:]
        for (position, element) in elements.enumerated() {
            if let key = element.newKey { index[key] = position }
        }
        indexByNewKey = index
    }

    /// The views leaving with the transition, recycled when it finishes.
    var leavingViews: [CollectionReusableView] {
        elements.compactMap { $0.change == .deleted ? $0.view : $0.outgoingView }
    }

    /// What to draw this frame: the displayed elements at their presentations (or as laid
    /// out now, without one: scrolling moves them and pinned headers stay pinned), plus the
    /// elements with a presentation that are not displayed (leaving, or sliding in from off
    /// screen), ordered by z-index.
    ///
    /// - Complexity: O(v log v) for the v elements displayed or in the transition.
    func drawingList(displayed: [DisplayedElement], offset: Point) -> [CollectionView.DrawnElement] {
        var list: [CollectionView.DrawnElement] = []
        list.reserveCapacity(displayed.count)
        var drawn = Set<Int>()
        for element in displayed {
            if let position = indexByNewKey[element.key] {
                drawn.insert(position)
                if elements[position].presentation != nil {
                    if let drawnElement = drawnElement(elements[position], offset: offset) { list.append(drawnElement) }
                    continue
                }
            }
            list.append(CollectionView.DrawnElement(
                attributes: element.attributes, view: element.view, frame: element.attributes.frame.offsetBy(dx: -offset.x, dy: -offset.y),
                zIndex: element.attributes.zIndex, styleTransform: nil,
                isOpaque: element.attributes.restsOpaque,
                owner: CollectionView.Owner(element.attributes, indexPath: element.attributes.indexPath, isNew: true)))
        }
        for (position, element) in elements.enumerated() where !drawn.contains(position) && element.presentation != nil {
            if let drawnElement = drawnElement(element, offset: offset) { list.append(drawnElement) }
        }
        return Self.layered(list)
    }

    /// `list` in drawing order: by z-index, except that the supplementaries of a travelling
    /// cell (its badges) are drawn right after it, whatever their own z-index. A card moving
    /// over another is then drawn whole with its badge above the other card and that card's
    /// badge, instead of the covered card's badge showing through on top of it.
    ///
    /// - Complexity: O(v log v) for the v elements of `list`.
    static func layered(_ list: [CollectionView.DrawnElement]) -> [CollectionView.DrawnElement] {
        var travellingCells: [CollectionView.Owner: (zIndex: Int, position: Int)] = [:]
        for (position, element) in list.enumerated()
        where element.attributes.representedElementCategory == .cell && element.zIndex != element.attributes.zIndex {
            if let owner = element.owner { travellingCells[owner] = (element.zIndex, position) }
        }
        func key(_ position: Int, _ element: CollectionView.DrawnElement) -> (Int, Int, Int, Int) {
            if let owner = element.owner, let cell = travellingCells[owner] {
                return (cell.zIndex, cell.position, element.attributes.zIndex, position)
            }
            return (element.zIndex, position, element.attributes.zIndex, position)
        }
        // Each key once (its lookup is a hash of the owner), not once per comparison; a list
        // already in order, as a list at rest or scrolling is, is not sorted at all.
        let keys = list.enumerated().map { key($0.offset, $0.element) }
        guard zip(keys, keys.dropFirst()).contains(where: { $0 > $1 }) else { return list }
        return list.indices.sorted { keys[$0] < keys[$1] }.map { list[$0] }
    }

    /// Where the elements that stay are drawn now (view coordinates), by their keys in the
    /// new state: what the next update starts from when it interrupts this one.
    func presentedFrames(displayed: [DisplayedElement], offset: Point) -> [ElementKey: Rect] {
        var frames: [ElementKey: Rect] = [:]
        for element in displayed {
            frames[element.key] = element.attributes.frame.offsetBy(dx: -offset.x, dy: -offset.y)
        }
        for element in elements where element.change != .deleted {
            guard let key = element.newKey, let presentation = element.presentation else { continue }
            // Hidden elements too: a row of a list that is not faded in yet still takes its
            // place in the column (all of it, or none while its gap has not opened).
            frames[key] = presentation.frame.offsetBy(dx: -offset.x, dy: -offset.y)
        }
        return frames
    }

    private func drawnElement(_ element: Element, offset: Point) -> CollectionView.DrawnElement? {
        let view = element.presentation?.showsOutgoingView == true ? element.outgoingView : element.view
        if let presentation = element.presentation {
            guard !presentation.isHidden else { return nil }
            return CollectionView.DrawnElement(
                attributes: element.attributes, view: view, frame: presentation.frame.offsetBy(dx: -offset.x, dy: -offset.y),
                zIndex: presentation.zIndex, styleTransform: presentation.styleTransform, isOpaque: presentation.isOpaque,
                opacity: presentation.opacity, isLeaving: element.change == .deleted, owner: element.owner,
                clearance: presentation.clearance)
        }
        guard element.change != .deleted, let frame = element.toFrame else { return nil }
        return CollectionView.DrawnElement(
            attributes: element.attributes, view: view, frame: frame.offsetBy(dx: -offset.x, dy: -offset.y),
            zIndex: element.attributes.zIndex, styleTransform: nil,
            isOpaque: element.attributes.restsOpaque, owner: element.owner)
    }
}

/// Shows a transition on screen over time; the animation layer provides one.
@MainActor
protocol CollectionViewUpdateAnimating: AnyObject {
    /// Starts showing `transition` (its `animated` flag says whether the data source asked
    /// for animation) and calls `collectionView.finishTransition()` exactly once at its end.
    func start(_ transition: CollectionViewTransition, in collectionView: CollectionView)

    /// A new update or a reload is replacing `transition`, which will not get more frames.
    func cancel(_ transition: CollectionViewTransition, in collectionView: CollectionView)

    /// What of `transition` goes on in the update about to replace it; called before
    /// `cancel(_:in:)`. The views of the leaving elements it hands over are no longer
    /// `transition`'s to recycle.
    func carryover(of transition: CollectionViewTransition, in collectionView: CollectionView) -> TransitionCarryover
}

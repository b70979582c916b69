/// What an interrupted transition hands to the one that replaces it, so that nothing on screen
/// jumps or vanishes: the rows still leaving (with their views, which the new transition now
/// owns and recycles), and how far each unit that stays had got with its gap and its fade.
///
/// Under a stream of applies every transition is interrupted by the next. Without this, rows
/// fading out disappeared at each apply and their gaps never closed, and rows part-way
/// through a slide started their journeys again.
struct TransitionCarryover {
    /// One element of a unit still leaving.
    struct LeavingElement {
        var category: LayoutAttributes.ElementCategory
        var kind: String?
        var attributes: LayoutAttributes
        var view: CollectionReusableView?
        /// Where it is drawn now, in view coordinates.
        var frame: Rect
        /// The leaving unit it belongs to (elements of one unit share it).
        var unit: Int
        var motion: UnitMotion
        /// Its own opacity within its unit (a separator that had not faded in).
        var opacity: Double
        /// Its item's (or section's) identifier, when known: an item or section inserted again
        /// stops its old row or header leaving.
        var identifier: AnyHashable?
    }

    /// A unit's gap and opacity as they were animating.
    struct UnitMotion {
        /// The rows the unit takes in its column, up to the next unit.
        var extent: Tween
        var opacity: Tween
    }

    /// A reloaded element part-way through its cross-fade: its old view, and how far the fade is.
    struct CrossFade {
        var outgoingView: CollectionReusableView?
        var progress: Tween
        /// Whether the last frame drew the old view: an element deleted or reloaded again goes
        /// on from the view on screen, not from one never drawn.
        var showsOutgoingView: Bool
    }

    var leaving: [LeavingElement] = []
    /// The cross-fades of reloaded elements still running, by the element's key in the
    /// interrupted transition's new state; the old views now belong to the replacing transition.
    var crossFades: [ElementKey: CrossFade] = [:]
    /// The motion of each unit that stays, by its owner in the interrupted transition's new
    /// state (the replacing transition's old state).
    var motions: [UnitOwner: UnitMotion] = [:]

    /// The units kept closed until the rows passing them had passed, still closed, by their
    /// owner in the interrupted transition's new state: where they wait is no place they were
    /// drawn, and the replacing transition places them again as rows never drawn.
    var waiting: Set<UnitOwner> = []

    var isEmpty: Bool { leaving.isEmpty && motions.isEmpty && crossFades.isEmpty }
}

/// What a unit of a list column belongs to: the item of a cell, its separator and its badges;
/// a header or footer on its own; or a unit still leaving from an interrupted transition.
enum UnitOwner: Hashable {
    case item(IndexPath)
    case element(ElementKey)
    case carried(Int)
}

/// The collection view's update animator: turns each animated update into a
/// `TransitionAnimation` run by the window, and cuts when there is nothing to see.
///
/// An update cuts straight to its end state (finishing at once, completion included) when
/// the data source asked for no animation, animations are off (`View.areAnimationsEnabled`,
/// `DIFFABLETUI_REDUCE_MOTION`), the window is in accessible mode or its terminal is too slow
/// for animation frames (`Window.cutsTransitions`), the duration is not positive, the collection view is in no
/// window or the window has no host to run frames, or nothing on screen moves or fades (a
/// reconfigure). Otherwise the first frame shows the old screen and the frames after it come
/// from the window's frame timer.
@MainActor
final class RowAnimator: CollectionViewUpdateAnimating {
    /// The animation playing, while it plays.
    private(set) weak var running: TransitionAnimation?

    func start(_ transition: CollectionViewTransition, in collectionView: CollectionView) {
        let carryover = transition.carryover
        let resumed = Self.fadingOpacities(of: transition.interrupted, carriedCrossFades: carryover.crossFades)
        transition.interrupted = nil
        guard transition.animated, View.areAnimationsEnabled, transition.timing.duration > 0,
              let window = collectionView.window, window.host != nil, !window.isAccessibleModeEnabled,
              !window.cutsTransitions
        else {
            collectionView.finishTransition()
            return
        }
        let elements = transition.elements
        let resumedByIndex = Dictionary(uniqueKeysWithValues: elements.indices.compactMap { index -> (Int, Double)? in
            let element = elements[index]
            guard let old = element.oldIndexPath, let opacity = resumed[ElementKey(category: element.category, kind: element.kind, indexPath: old)] else { return nil }
            return (index, opacity)
        })
        let plan = ListColumn.Plan(
            elements: elements,
            owners: elements.map { Self.owner(of: $0, in: collectionView, transition: transition) },
            oldOwners: elements.map { Self.oldOwner(of: $0, in: collectionView, transition: transition) },
            motions: carryover.motions,
            waiting: carryover.waiting,
            carriedLeaving: Dictionary(uniqueKeysWithValues: elements.indices.compactMap { index in
                elements[index].carried.map { (index, $0.motion) }
            }),
            resumed: resumedByIndex,
            visible: collectionView.visibleRect, start: window.clock.now, timing: transition.timing,
            overlapsPhases: transition.interruptsAnother)
        let choreography = Choreography(elements: elements, visible: collectionView.visibleRect, resumed: resumedByIndex, plan: plan,
                                        drawnAsLaidOut: { Self.isPinned(elements[$0]) })
        guard !choreography.isEmpty else {
            collectionView.finishTransition()
            return
        }
        let animation = TransitionAnimation(
            transition: transition, choreography: choreography, collectionView: collectionView,
            colorRamps: window.colorDepth.supportsColorRamps)
        animation.present(at: window.clock.now)
        running = animation
        window.addAnimation(animation)
    }

    func cancel(_ transition: CollectionViewTransition, in collectionView: CollectionView) {
        guard let running, running.transition === transition else { return }
        running.stop()
        collectionView.window?.removeAnimation(running)
        self.running = nil
    }

    func carryover(of transition: CollectionViewTransition, in collectionView: CollectionView) -> TransitionCarryover {
        guard let running, running.transition === transition else { return TransitionCarryover() }
        return running.carryover(offset: collectionView.contentOffset)
    }

    /// The unit of the column an element belongs to: its item (a cell with its separator and
    /// badges), itself (a header or footer), or the leaving unit it was carried over with;
    /// `nil` for what keeps a track of its own (section backgrounds) or is drawn as laid out
    /// (a header pinned away from its place before or after: it covers the rows that pass
    /// beneath it rather than take rows of the column). A header that can pin but sits in its
    /// place before and after (a table's section header on screen) is a unit like any other,
    /// so the rows around it keep their places.
    static func owner(of element: CollectionViewTransition.Element, in collectionView: CollectionView,
                      transition: CollectionViewTransition) -> (owner: UnitOwner, isNew: Bool)? {
        if let carried = element.carried { return (.carried(carried.unit), false) }
        guard element.attributes.zIndex < LayoutAttributes.ZIndex.pinnedBoost || !isPinned(element), !Choreography.isSectionBackground(element),
              let indexPath = element.newIndexPath ?? element.oldIndexPath
        else { return nil }
        let isNew = element.newIndexPath != nil
        let key = ElementKey(category: element.category, kind: element.kind, indexPath: indexPath)
        let scope = collectionView.scope(of: key, in: isNew ? transition.newLayout : transition.oldLayout)
        return (scope == .item ? .item(indexPath) : .element(key), isNew)
    }

    /// Whether an element is a header pinned away from its place before or after.
    static func isPinned(_ element: CollectionViewTransition.Element) -> Bool {
        element.attributes.isPinned || element.wasPinned
    }

    /// The unit an element that stays belonged to in the old state (the interrupted
    /// transition's new state), under which that transition handed over its motion.
    static func oldOwner(of element: CollectionViewTransition.Element, in collectionView: CollectionView,
                         transition: CollectionViewTransition) -> UnitOwner? {
        guard element.carried == nil, element.newIndexPath != nil, let old = element.oldIndexPath else { return nil }
        let key = ElementKey(category: element.category, kind: element.kind, indexPath: old)
        return collectionView.scope(of: key, in: transition.oldLayout) == .item ? .item(old) : .element(key)
    }

    /// How faded the elements of an interrupted transition were when it stopped, by their
    /// key in its new state: 0 for those not shown yet, nothing for those fully shown.
    ///
    /// An element drawing its old view mid cross-fade has not shown its new one, unless that old
    /// view goes on with it (`carriedCrossFades`, see `continueCrossFades`): then its opacity is
    /// the old view's, which the next transition resumes.
    static func fadingOpacities(of transition: CollectionViewTransition?,
                                carriedCrossFades: [ElementKey: TransitionCarryover.CrossFade]) -> [ElementKey: Double] {
        guard let transition else { return [:] }
        var opacities: [ElementKey: Double] = [:]
        for element in transition.elements where element.change != .deleted {
            guard let key = element.newKey, let presentation = element.presentation else { continue }
            // Not `isHidden`: a row of a list can be hidden because its unit is closing, at full opacity.
            let opacity = presentation.showsOutgoingView && carriedCrossFades[key] == nil ? 0 : presentation.opacity
            if opacity < 1 { opacities[key] = opacity }
        }
        return opacities
    }
}

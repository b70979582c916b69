/// The collection view's update animator: turns each animated update into a
/// `TransitionAnimation` run by the window, and cuts when there is nothing to see.
///
/// An update cuts straight to its end state (finishing at once, completion included) when
/// the data source asked for no animation, animations are off (`View.areAnimationsEnabled`,
/// `DIFFABLETUI_REDUCE_MOTION`), the window is in accessible mode, the duration is not positive, the collection view is in no
/// window or the window has no host to run frames, or nothing on screen moves or fades (a
/// reconfigure). Otherwise the first frame shows the old screen and the frames after it come
/// from the window's frame timer.
@MainActor
final class RowAnimator: CollectionViewUpdateAnimating {
    /// The animation playing, while it plays.
    private(set) weak var running: TransitionAnimation?

    func start(_ transition: CollectionViewTransition, in collectionView: CollectionView) {
        let resumed = Self.fadingOpacities(of: transition.interrupted)
        transition.interrupted = nil
        guard transition.animated, View.areAnimationsEnabled, transition.timing.duration > 0,
              let window = collectionView.window, window.host != nil, !window.isAccessibleModeEnabled
        else {
            collectionView.finishTransition()
            return
        }
        let layout = transition.newLayout
        let choreography = Choreography(elements: transition.elements, visible: collectionView.visibleRect, resumed: resumed) { element in
            guard let indexPath = element.newIndexPath else { return AnyHashable(element.oldIndexPath) }
            let key = ElementKey(category: element.category, kind: element.kind, indexPath: indexPath)
            return collectionView.scope(of: key, in: layout) == .item ? AnyHashable(indexPath) : AnyHashable(key)
        }
        guard !choreography.isEmpty else {
            collectionView.finishTransition()
            return
        }
        let animation = TransitionAnimation(
            transition: transition, choreography: choreography, collectionView: collectionView,
            startTime: window.clock.now, colorRamps: window.colorDepth.supportsColorRamps)
        animation.present(at: 0)
        running = animation
        window.addAnimation(animation)
    }

    func cancel(_ transition: CollectionViewTransition, in collectionView: CollectionView) {
        guard let running, running.transition === transition else { return }
        running.stop()
        collectionView.window?.removeAnimation(running)
        self.running = nil
    }

    /// How faded the elements of an interrupted transition were when it stopped, by their
    /// key in its new state: 0 for those not shown yet, nothing for those fully shown.
    static func fadingOpacities(of transition: CollectionViewTransition?) -> [ElementKey: Double] {
        guard let transition else { return [:] }
        var opacities: [ElementKey: Double] = [:]
        for element in transition.elements where element.change != .deleted {
            guard let key = element.newKey, let presentation = element.presentation else { continue }
            let opacity = presentation.isHidden || presentation.showsOutgoingView ? 0 : presentation.opacity
            if opacity < 1 { opacities[key] = opacity }
        }
        return opacities
    }
}

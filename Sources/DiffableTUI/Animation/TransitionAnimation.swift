/// Plays one collection view transition frame by frame, driven by the window's frame timer:
/// each step sets the presentation of every element the choreography moves or fades, and the
/// step that reaches the end finishes the transition (which recycles leaving views and runs
/// the completion).
@MainActor
final class TransitionAnimation: QuietFrameAnimation {
    let transition: CollectionViewTransition
    let choreography: Choreography
    private weak var collectionView: CollectionView?
    private let hiddenBelow: Double
    /// When the last frame was presented.
    private(set) var presentedTime: Double
    /// Whether the last step changed any presentation.
    private(set) var changedInLastStep = true
    private(set) var isStopped = false

    /// - Parameter colorRamps: whether the screen blends colours (fades then start from
    ///   nothing); without, fades step through `dim` and the faintest third is not drawn.
    init(transition: CollectionViewTransition, choreography: Choreography, collectionView: CollectionView, colorRamps: Bool) {
        self.transition = transition
        self.choreography = choreography
        self.collectionView = collectionView
        presentedTime = choreography.start
        hiddenBelow = colorRamps ? 0 : 1.0 / 3
    }

    /// When the transition ends on the window's clock.
    var endTime: Double { choreography.start + choreography.timing.duration }

    /// Sets every element's presentation for `time` on the window's clock.
    ///
    /// - Complexity: O(e log e) for the e elements of the transition.
    func present(at time: Double) {
        presentedTime = time
        transition.displayedWhenPresented = collectionView?.displayed
        changedInLastStep = false
        for (index, presentation) in choreography.presentations(at: time, hiddenBelow: hiddenBelow) {
            if transition.elements[index].presentation != presentation { changedInLastStep = true }
            transition.elements[index].presentation = presentation
        }
    }

    /// Stops for good; the window drops the animation at its next step.
    func stop() {
        isStopped = true
    }

    func step(to time: Double) -> Bool {
        guard !isStopped, let collectionView, collectionView.transition === transition else {
            isStopped = true
            return false
        }
        // Frame times are multiples of 1/60 s, which do not add up to 0.3 exactly.
        guard time < endTime - 1e-9 else {
            isStopped = true
            collectionView.finishTransition()
            return false
        }
        present(at: time)
        return true
    }

    /// What goes on into the transition that interrupts this one: the units of the column
    /// still leaving, with their views (taken from this transition, which no longer recycles
    /// them) and where they are drawn now (view coordinates, for `offset`), and the tweens of
    /// the units that stay.
    func carryover(offset: Point) -> TransitionCarryover {
        var carryover = TransitionCarryover()
        guard let column = choreography.column else { return carryover }
        let time = presentedTime
        for (index, unit) in column.units.enumerated() {
            let motion = TransitionCarryover.UnitMotion(extent: unit.extent, opacity: unit.opacity)
            for member in unit.members {
                guard let crossFade = member.crossFade, crossFade.isMoving(after: time), let key = transition.elements[member.element].newKey else { continue }
                carryover.crossFades[key] = .init(outgoingView: transition.elements[member.element].outgoingView, progress: crossFade,
                                                  showsOutgoingView: transition.elements[member.element].presentation?.showsOutgoingView ?? false)
                transition.elements[member.element].outgoingView = nil
            }
            guard unit.role == .leaving else {
                if unit.extent.isMoving(after: time) || unit.opacity.isMoving(after: time) { carryover.motions[unit.owner] = motion }
                if unit.opensAfterPassingMovers, unit.extent.wholeValue(at: time) <= 0 { carryover.waiting.insert(unit.owner) }
                continue
            }
            guard unit.extent.wholeValue(at: time) > 0 else { continue }
            for member in unit.members {
                let element = transition.elements[member.element]
                guard let presentation = element.presentation else { continue }
                carryover.leaving.append(TransitionCarryover.LeavingElement(
                    category: element.category, kind: element.kind, attributes: element.attributes, view: element.view,
                    frame: presentation.frame.offsetBy(dx: -offset.x, dy: -offset.y), unit: index, motion: motion,
                    opacity: member.fade.value(at: time), identifier: element.identifier))
                transition.elements[member.element].view = nil
            }
        }
        return carryover
    }
}

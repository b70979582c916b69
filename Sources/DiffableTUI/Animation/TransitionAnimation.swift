/// Plays one collection view transition frame by frame, driven by the window's frame timer:
/// each step sets the presentation of every element with a track, and the step that reaches
/// the end finishes the transition (which recycles leaving views and runs the completion).
@MainActor
final class TransitionAnimation: FrameAnimation {
    let transition: CollectionViewTransition
    let choreography: Choreography
    private weak var collectionView: CollectionView?
    private let startTime: Double
    private let hiddenBelow: Double
    private(set) var isStopped = false

    /// - Parameter colorRamps: whether the screen blends colours (fades then start from
    ///   nothing); without, fades step through `dim` and the faintest third is not drawn.
    init(transition: CollectionViewTransition, choreography: Choreography, collectionView: CollectionView, startTime: Double, colorRamps: Bool) {
        self.transition = transition
        self.choreography = choreography
        self.collectionView = collectionView
        self.startTime = startTime
        hiddenBelow = colorRamps ? 0 : 1.0 / 3
    }

    /// Sets every track's presentation for `fraction` (0...1) of the duration.
    ///
    /// - Complexity: O(t log t) for t tracks.
    func present(at fraction: Double) {
        for (index, presentation) in choreography.presentations(at: fraction, curve: transition.timing.curve, hiddenBelow: hiddenBelow) {
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
        let fraction = (time - startTime) / transition.timing.duration
        // Frame times are multiples of 1/60 s, which do not add up to 0.3 exactly.
        guard fraction < 1 - 1e-9 else {
            isStopped = true
            collectionView.finishTransition()
            return false
        }
        present(at: fraction)
        return true
    }
}

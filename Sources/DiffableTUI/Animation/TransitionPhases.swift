/// When each part of a transition happens: deleted content fades out, then everything that
/// changes place slides (gaps close and open, moved rows travel), then inserted content fades
/// in. A part with nothing to show takes no time, so a pure move slides for the whole
/// duration and a lone insert at the end fades in for all of it.
///
/// The slide gets twice the time of a fade: travel is what the eye follows.
struct TransitionPhases: Equatable {
    enum Phase {
        case fadeOut, move, fadeIn
    }

    /// Fractions of the duration (0...1) where each phase starts and ends.
    private(set) var fadeOut: ClosedRange<Double>
    private(set) var move: ClosedRange<Double>
    private(set) var fadeIn: ClosedRange<Double>

    init(hasFadeOut: Bool, hasMove: Bool, hasFadeIn: Bool) {
        let weights = (fadeOut: hasFadeOut ? 1.0 : 0, move: hasMove ? 2.0 : 0, fadeIn: hasFadeIn ? 1.0 : 0)
        let total = max(weights.fadeOut + weights.move + weights.fadeIn, 1)
        let moveStart = weights.fadeOut / total
        let fadeInStart = (weights.fadeOut + weights.move) / total
        fadeOut = 0...moveStart
        move = moveStart...fadeInStart
        fadeIn = fadeInStart...(hasFadeIn ? 1 : fadeInStart)
    }

    /// How far `phase` is at `fraction` of the duration, through `curve`: 0 before it starts,
    /// 1 once it ended. A phase of no length is complete from its start.
    func progress(_ phase: Phase, at fraction: Double, curve: View.AnimationCurve) -> Double {
        let range = self.range(of: phase)
        if fraction >= range.upperBound { return 1 }
        if fraction <= range.lowerBound { return 0 }
        return curve.progress(at: (fraction - range.lowerBound) / (range.upperBound - range.lowerBound))
    }

    func range(of phase: Phase) -> ClosedRange<Double> {
        switch phase {
        case .fadeOut: return fadeOut
        case .move: return move
        case .fadeIn: return fadeIn
        }
    }
}

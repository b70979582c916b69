import Testing
@testable import DiffableTUI

/// Timing curves, the phases of a transition, and whole-cell interpolation.
@MainActor
@Suite struct TimingTests {
    @Test(arguments: View.AnimationCurve.allCases)
    func curvesRunFromZeroToOneWithoutGoingBack(curve: View.AnimationCurve) {
        #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1)
        #expect(curve.progress(at: -3) == 0 && curve.progress(at: 7) == 1)
        var previous = 0.0
        for step in 1...1000 {
            let value = curve.progress(at: Double(step) / 1000)
            #expect(value >= previous - 1e-9 && value <= 1 + 1e-9)
            previous = value
        }
    }

    @Test func easeInOutIsSymmetricAndSlowAtTheEnds() {
        let curve = View.AnimationCurve.easeInOut
        for step in 0...100 {
            let t = Double(step) / 100
            #expect(abs(curve.progress(at: t) + curve.progress(at: 1 - t) - 1) < 1e-6)
        }
        #expect(abs(curve.progress(at: 0.5) - 0.5) < 1e-6)
        #expect(curve.progress(at: 0.1) < 0.1 && curve.progress(at: 0.9) > 0.9)
        // CSS `ease-in-out` at a quarter: 0.1291 (browsers agree to 3 places).
        #expect(abs(curve.progress(at: 0.25) - 0.1291) < 0.001)
    }

    @Test func easeInStartsSlowerThanLinearAndEaseOutFaster() {
        #expect(View.AnimationCurve.easeIn.progress(at: 0.3) < 0.3)
        #expect(View.AnimationCurve.linear.progress(at: 0.3) == 0.3)
        #expect(View.AnimationCurve.easeOut.progress(at: 0.3) > 0.3)
    }

    @Test func phasesShareTheDurationByWhatHappens() {
        let all = TransitionPhases(hasFadeOut: true, hasMove: true, hasFadeIn: true)
        #expect(all.fadeOut == 0...0.25 && all.move == 0.25...0.75 && all.fadeIn == 0.75...1)
        let moveOnly = TransitionPhases(hasFadeOut: false, hasMove: true, hasFadeIn: false)
        #expect(moveOnly.move == 0...1)
        let insert = TransitionPhases(hasFadeOut: false, hasMove: true, hasFadeIn: true)
        #expect(abs(insert.move.upperBound - 2.0 / 3) < 1e-9 && insert.fadeIn.upperBound == 1)
        let fadeOnly = TransitionPhases(hasFadeOut: false, hasMove: false, hasFadeIn: true)
        #expect(fadeOnly.fadeIn == 0...1)
        // Before a phase nothing of it has happened; after it, all.
        #expect(all.progress(.fadeIn, at: 0.5, curve: .linear) == 0)
        #expect(all.progress(.fadeOut, at: 0.5, curve: .linear) == 1)
        #expect(all.progress(.move, at: 0.5, curve: .linear) == 0.5)
    }

    @Test func interpolationRoundsEveryEdgeToWholeCells() {
        let from = Rect(x: 0, y: 0, width: 10, height: 1), to = Rect(x: 6, y: 9, width: 4, height: 3)
        #expect(ElementTrack.interpolate(from, to, 0) == from)
        #expect(ElementTrack.interpolate(from, to, 1) == to)
        #expect(ElementTrack.interpolate(from, to, 0.5) == Rect(x: 3, y: 5, width: 7, height: 2))
        // Two elements making the same journey from different places stay the same distance apart.
        let badge = Rect(x: 8, y: -1, width: 3, height: 1)
        for step in 0...60 {
            let p = Double(step) / 60
            let cell = ElementTrack.interpolate(from, from.offsetBy(dx: 7, dy: 13), p)
            let moved = ElementTrack.interpolate(badge, badge.offsetBy(dx: 7, dy: 13), p)
            #expect(moved.minX - cell.minX == 8 && moved.minY - cell.minY == -1)
        }
    }

    @Test func travellersDrawAboveWhatStaysAndBelowPinnedHeaders() {
        let near = ElementTrack.travellingZIndex(0, from: Rect(x: 0, y: 0, width: 1, height: 1), to: Rect(x: 0, y: 1, width: 1, height: 1))
        let far = ElementTrack.travellingZIndex(0, from: Rect(x: 0, y: 0, width: 1, height: 1), to: Rect(x: 0, y: 9000, width: 1, height: 1))
        #expect(near > 1 && far > near)
        #expect(far + 1 < LayoutAttributes.ZIndex.pinnedBoost)
    }
}

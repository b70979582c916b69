/// How one element of a transition is presented over time: where it travels, how it fades,
/// and where it sits in the drawing order.
struct ElementTrack {
    /// How the element's content appears or disappears.
    enum Fade: Equatable {
        /// Fully shown throughout.
        case none
        /// Deleted: fades out during the fade-out phase, then is gone.
        case out
        /// Inserted: hidden until the fade-in phase, then fades in.
        case `in`
        /// Was part-way through a fade when a new update interrupted it: goes on from that
        /// opacity to fully shown over the whole transition, so it does not jump.
        case resume(from: Double)
        /// Reloaded: the old view fades out over the first half, the new one in over the second.
        case cross
    }

    /// Added to the z-index of elements that travel, so that they pass above the ones that
    /// stay (but below pinned headers, whose boost is larger).
    static let movingBoost = 500

    /// The z-index of an element at rest at `zIndex` that travels from `from` to `to`: above
    /// everything that stays, and the farther it goes the higher, so that an item moved
    /// across the list passes over the rows it merely pushes aside. Equal journeys (a cell
    /// and its badge) keep their order.
    static func travellingZIndex(_ zIndex: Int, from: Rect, to: Rect) -> Int {
        let distance = abs(to.minX - from.minX) + abs(to.minY - from.minY)
        return zIndex + movingBoost + min(distance, LayoutAttributes.ZIndex.pinnedBoost - movingBoost - 100)
    }

    var from: Rect
    var to: Rect
    var fade: Fade
    var zIndex: Int
    var isOpaque: Bool
    /// The opacity a fade out starts from: below 1 for a row still fading out when a new
    /// update interrupted the one that deleted it.
    var fadesOutFrom = 1.0

    var travels: Bool { from != to }

    /// The presentation at `fraction` (0...1) of the duration.
    ///
    /// - Parameter hiddenBelow: opacities under this are not drawn at all: 0 where colours
    ///   ramp, 1/3 where fades step through `dim` (invisible, dim, normal).
    func presentation(at fraction: Double, phases: TransitionPhases, curve: View.AnimationCurve, hiddenBelow: Double) -> CollectionViewTransition.Presentation {
        let frame = travels ? Self.interpolate(from, to, phases.progress(.move, at: fraction, curve: curve)) : to
        var showsOutgoingView = false
        let opacity: Double
        switch fade {
        case .none:
            opacity = 1
        case .out:
            opacity = fadesOutFrom * (1 - phases.progress(.fadeOut, at: fraction, curve: curve))
        case .in:
            opacity = phases.progress(.fadeIn, at: fraction, curve: curve)
        case .resume(let start):
            opacity = start + (1 - start) * curve.progress(at: fraction)
        case .cross:
            let progress = curve.progress(at: fraction)
            showsOutgoingView = progress < 0.5
            opacity = showsOutgoingView ? 1 - 2 * progress : 2 * progress - 1
        }
        let isHidden = opacity <= 0 || opacity < hiddenBelow
        return CollectionViewTransition.Presentation(
            frame: frame, zIndex: zIndex, isOpaque: isOpaque, showsOutgoingView: showsOutgoingView,
            isHidden: isHidden, opacity: min(1, max(0, opacity)))
    }

    /// `from` moved `progress` of the way to `to`, each edge rounded to a whole cell: the
    /// origin and the size are interpolated apart, so elements that travel by the same
    /// distance stay in step (a badge with its cell) and none tears.
    static func interpolate(_ from: Rect, _ to: Rect, _ progress: Double) -> Rect {
        func mix(_ a: Int, _ b: Int) -> Int { a + Int((Double(b - a) * progress).rounded()) }
        return Rect(x: mix(from.minX, to.minX), y: mix(from.minY, to.minY),
                    width: mix(from.width, to.width), height: mix(from.height, to.height))
    }
}

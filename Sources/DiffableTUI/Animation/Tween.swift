/// A number animated between two instants of the window's clock: `from` until `start`, `to`
/// from `end`, eased by `curve` between.
///
/// Tweens hold absolute times, not fractions of one transition, so that what a transition
/// started (a row fading out and closing its gap) goes on at its own pace when a later apply
/// interrupts it: the later transition carries the tween over instead of starting it again.
struct Tween: Equatable {
    var from: Double
    var to: Double
    var start: Double
    var end: Double
    var curve: View.AnimationCurve

    /// A value that does not change.
    static func constant(_ value: Double) -> Tween {
        Tween(from: value, to: value, start: 0, end: 0, curve: .linear)
    }

    /// From `from` to `to` over `window` (seconds on the window's clock).
    init(from: Double, to: Double, over window: ClosedRange<Double>, curve: View.AnimationCurve) {
        self.init(from: from, to: to, start: window.lowerBound, end: window.upperBound, curve: curve)
    }

    init(from: Double, to: Double, start: Double, end: Double, curve: View.AnimationCurve) {
        self.from = from
        self.to = to
        self.start = start
        self.end = end
        self.curve = curve
    }

    /// The value at `time`.
    func value(at time: Double) -> Double {
        // At `start` itself the value has not moved yet, even over a window of no length: the
        // frame drawn at the instant of an update is the one before it.
        if time <= start { return from }
        if from == to || time >= end { return to }
        return from + (to - from) * curve.progress(at: (time - start) / (end - start))
    }

    /// How far the tween is at `time`: 0 before it starts, 1 once it ended (or when it does
    /// not change).
    func progress(at time: Double) -> Double {
        if time <= start { return from == to ? 1 : 0 }
        if from == to || time >= end { return 1 }
        return curve.progress(at: (time - start) / (end - start))
    }

    /// The value at `time` in whole cells, rounded towards `to`: any progress at all shows as a
    /// step of one cell, so that a change is seen in the first frame after it starts rather
    /// than once eased motion has covered half a row.
    func wholeValue(at time: Double) -> Int {
        let value = value(at: time)
        return Int(to >= from ? (value - 1e-9).rounded(.up) : (value + 1e-9).rounded(.down))
    }

    /// Whether the value still changes after `time`.
    func isMoving(after time: Double) -> Bool {
        from != to && time < end
    }

    /// This tween when it already heads for `target`; otherwise one from its value at `time` to
    /// `target` over `window`, so that a retargeted value never jumps.
    func retargeted(to target: Double, at time: Double, over window: ClosedRange<Double>, curve: View.AnimationCurve) -> Tween {
        if to == target { return self }
        return Tween(from: value(at: time), to: target, over: window, curve: curve)
    }
}

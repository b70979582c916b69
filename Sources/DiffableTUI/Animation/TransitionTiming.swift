/// How long a collection view update animates and with which curve: what a data source's
/// `animationDuration` and `animationCurve` hand to the row animator with each update.
struct TransitionTiming: Equatable {
    /// Seconds; 0 or less cuts.
    var duration: Double
    var curve: View.AnimationCurve

    /// 0.3 s, ease-in-out: UIKit's batch-update timing.
    static let standard = TransitionTiming(duration: 0.3, curve: .easeInOut)
}

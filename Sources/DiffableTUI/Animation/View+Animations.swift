#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension View {
    /// Whether changes animate; mirrors `UIView.areAnimationsEnabled`. When false (reduced
    /// motion), every collection view update cuts straight to its end state.
    ///
    /// Starts false when the environment variable `DIFFABLETUI_REDUCE_MOTION` is `1`, `true`,
    /// `yes` or `on` (any case), true otherwise. Change it with `setAnimationsEnabled(_:)`,
    /// e.g. from a `--no-animation` flag. Updates already running finish as they started.
    public private(set) static var areAnimationsEnabled = !ReducedMotion.isRequestedByEnvironment

    /// Turns animations on or off for every view; mirrors `UIView.setAnimationsEnabled(_:)`.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        areAnimationsEnabled = enabled
    }
}

/// The reduced-motion request a user can make through the environment.
enum ReducedMotion {
    /// The environment variable that turns animations off.
    static let environmentVariable = "DIFFABLETUI_REDUCE_MOTION"

    /// Whether `DIFFABLETUI_REDUCE_MOTION` asks for no motion.
    static var isRequestedByEnvironment: Bool {
        guard let value = getenv(environmentVariable) else { return false }
        return isAffirmative(String(cString: value))
    }

    /// `1`, `true`, `yes` and `on`, in any case and with surrounding spaces, mean yes.
    static func isAffirmative(_ value: String) -> Bool {
        let word = value.trimmingSpaces().lowercased()
        return ["1", "true", "yes", "on"].contains(word)
    }
}

extension String {
    fileprivate func trimmingSpaces() -> Substring {
        let start = firstIndex { $0 != " " } ?? endIndex
        let end = lastIndex { $0 != " " }.map { index(after: $0) } ?? start
        return self[start..<max(start, end)]
    }
}

extension View {
    /// How an animation's progress runs over its duration; mirrors `UIView.AnimationCurve`.
    ///
    /// The eased curves are Core Animation's cubic Béziers: `easeInOut` is
    /// (0.42, 0, 0.58, 1), `easeIn` (0.42, 0, 1, 1), `easeOut` (0, 0, 0.58, 1).
    public enum AnimationCurve: Hashable, Sendable, CaseIterable {
        /// Slow at both ends: the default for row transitions.
        case easeInOut
        /// Slow at the start.
        case easeIn
        /// Slow at the end.
        case easeOut
        /// Even speed throughout.
        case linear

        /// The eased progress (0...1) at `fraction` (0...1) of the duration; values outside
        /// 0...1 are clamped.
        public func progress(at fraction: Double) -> Double {
            let t = min(1, max(0, fraction))
            switch self {
            case .linear: return t
            case .easeInOut: return CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1).y(atX: t)
            case .easeIn: return CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1).y(atX: t)
            case .easeOut: return CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1).y(atX: t)
            }
        }
    }
}

/// A timing curve from (0, 0) to (1, 1) through two control points, as CSS and Core
/// Animation define them.
struct CubicBezier {
    let x1: Double, y1: Double, x2: Double, y2: Double

    /// The curve's y where its x is `x` (0...1).
    func y(atX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return Self.coordinate(parameter(forX: x), p1: y1, p2: y2)
    }

    /// The curve parameter whose x is `x`: Newton's method from x itself, with bisection
    /// when the slope is too flat to trust.
    private func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = Self.coordinate(s, p1: x1, p2: x2) - x
            if abs(error) < 1e-7 { return s }
            let slope = Self.derivative(s, p1: x1, p2: x2)
            guard abs(slope) > 1e-6 else { break }
            s -= error / slope
            if s < 0 || s > 1 { break }
        }
        var low = 0.0, high = 1.0
        s = x
        while high - low > 1e-7 {
            if Self.coordinate(s, p1: x1, p2: x2) < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// One coordinate of the curve at parameter `s`, with end points 0 and 1.
    private static func coordinate(_ s: Double, p1: Double, p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    private static func derivative(_ s: Double, p1: Double, p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }
}

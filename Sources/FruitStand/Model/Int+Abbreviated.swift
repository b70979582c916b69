extension Int {
    /// The number in at most four columns, as the badges and the sidebar show counts: 7, 42,
    /// 999, 1.2k, 12k, 999k, 1M, 1.2M, 12M (rounded down, so never more than there is).
    var abbreviated: String {
        func scaled(_ unit: Int, _ suffix: String) -> String {
            let tenths = self / (unit / 10)
            return tenths < 100 && tenths % 10 != 0 ? "\(tenths / 10).\(tenths % 10)\(suffix)" : "\(self / unit)\(suffix)"
        }
        switch self {
        case ..<1000: return "\(self)"
        case ..<1_000_000: return scaled(1000, "k")
        default: return scaled(1_000_000, "M")
        }
    }
}

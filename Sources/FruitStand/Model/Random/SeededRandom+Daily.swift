import Foundation

extension SeededRandom {
    /// The seed the app uses without `--seed`: the local date as the number `YYYYMMDD`.
    ///
    /// A date-based default makes the seed's "one day in three is bad weather" literal: every
    /// launch on the same day sees the same weather and the same stand, and tomorrow may differ.
    static func dailySeed(for date: Date = Date(), timeZone: TimeZone = .current) -> UInt64 {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let year = UInt64(max(parts.year ?? 1970, 0))
        return year * 10_000 + UInt64(parts.month ?? 1) * 100 + UInt64(parts.day ?? 1)
    }
}

/// The single item the stand shows on a bad-weather day (seed 000).
///
/// Every value is equal to every other, so the item identifier is stable: a bad day followed by
/// another bad day diffs to nothing.
struct EmptyData: Hashable, Sendable, Identifiable {
    /// The seed's message, word for word.
    let emptyMessage = "We're sorry! The fruit stand is closed due to inclement weather!"
    /// The SF Symbol the seed shows, kept for reference.
    let emptyImage = "cloud.bold.rain.fill"
    /// The terminal's stand-in for `emptyImage`: umbrella with rain drops, U+2614, which has
    /// emoji presentation and is two columns wide everywhere.
    let glyph = "☔"

    var id: String { "bad-weather" }

    init() {}
}

/// What the content pane shows for a destination and a filter.
enum FruitListing: Hashable, Sendable {
    /// Bad weather: the stand is closed and the content is the one `EmptyData` item in the
    /// `.empty` section.
    case closed(EmptyData)
    /// The fruit to show, each section in display order (either may be empty), by identifier:
    /// eight bytes a fruit, hashed and compared as one integer by the snapshot built from it.
    case open(apples: [FruitID], oranges: [FruitID])

    /// True on a bad-weather day.
    var isClosed: Bool {
        if case .closed = self { return true }
        return false
    }

    /// The number of fruit shown (0 when closed).
    var count: Int {
        switch self {
        case .closed: 0
        case .open(let apples, let oranges): apples.count + oranges.count
        }
    }
}

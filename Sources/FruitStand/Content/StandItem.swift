/// An item identifier of the fruit stand's content: seed 000's three item types, `Apple`,
/// `Orange` and `EmptyData`, in one identifier type.
///
/// The seed feeds its data source `AnyHashable`s and asks `item as? Apple`. This enum keeps
/// that shape — one cell registration per item type, chosen by the item's type — with static
/// dispatch: comparing two `AnyHashable`s goes through dynamic casts (hundreds of nanoseconds),
/// which made building and diffing a 1,000,000-item snapshot take seconds.
enum StandItem: Hashable, Sendable {
    case apple(Apple)
    case orange(Orange)
    case closed(EmptyData)

    /// The item of a fruit.
    init(_ fruit: Fruit) {
        switch fruit {
        case .apple(let apple): self = .apple(apple)
        case .orange(let orange): self = .orange(orange)
        }
    }

    /// The fruit the item stands for; nil for the closed stand.
    var fruit: Fruit? {
        switch self {
        case .apple(let apple): .apple(apple)
        case .orange(let orange): .orange(orange)
        case .closed: nil
        }
    }
}

/// What the controllers read the stand from: the session's current store.
@MainActor
protocol FruitStandModel: AnyObject {
    var store: FruitStandStore { get }
    /// The live filter's text, underlined in the card titles it matches.
    var filter: String { get }
    /// The widest name on the stand, in columns: cards are made as wide as it needs.
    var widestName: Int { get }
}

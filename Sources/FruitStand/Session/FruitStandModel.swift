/// What the controllers read the stand from: the session's current store.
@MainActor
protocol FruitStandModel: AnyObject {
    var store: FruitStandStore { get }
    /// The live filter's text, underlined in the card titles it matches.
    var filter: String { get }
}

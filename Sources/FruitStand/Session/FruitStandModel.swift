/// What the controllers read the stand from: the session's current store.
@MainActor
protocol FruitStandModel: AnyObject {
    var store: FruitStandStore { get }
}

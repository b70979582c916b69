/// Everything that changes the app's state, as `FruitStandState.update(_:)` takes it: keys,
/// a fetch landing, a timer, a listing landing.
enum FruitStandMessage {
    // The stand: recorded in the edit log.
    /// Adds a fruit of `kind` (drawn when nil) and `variety` (drawn when nil), given stock or
    /// a star when the destination shown needs one to list it.
    case add(kind: FruitKind?, variety: String?, inStock: Bool, favorite: Bool)
    case delete(Fruit, redoing: Bool)
    /// Puts the last deleted fruit back.
    case undoDelete
    /// Deletes again the fruit the last `undoDelete` put back.
    case redoDelete
    case restock(FruitID, by: Int)
    case shuffle
    case setWeather(Weather)
    /// A fetched stand, with its counts (made off the main thread).
    case replaceStand(FetchedStand)

    // What is shown.
    case show(FruitQuery)
    case setFilter(String)
    case focus(AppState.Pane)

    // What the screen says.
    case post(StatusMessage?)
    case setCaption(String)
    /// What the last apply changed, for the caption line.
    case noteChange(String)

    // Work in progress.
    case fetchStarted(FetchProgress)
    case fetchEnded
    /// Applies the shuffles owed on the main thread (an edit reads the shuffled order).
    case settleShuffles
    /// A refresh's shuffled copy of the store, made at `revision`.
    case takeShuffled(FruitStandStore, revision: Int)
    /// A listing carrying the restyle of refetch `serial` landed.
    case restyled(serial: Int)
    case awaitFocus(StandItem?)
    case restored
    case holdStockKeys(StockKeysHold?)
}

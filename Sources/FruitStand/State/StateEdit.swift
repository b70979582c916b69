/// A change the app makes to its own state, in answer to an intent or to work that finished:
/// the stand's edits (recorded in the edit log), what is shown, what the screen says, and work
/// in progress.
enum StateEdit {
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
    /// Applies the shuffles owed on the main thread (an edit reads the shuffled order).
    case settleShuffles
    /// A refresh's shuffled copy of the store, made at `revision`.
    case takeShuffled(FruitStandStore, revision: Int)

    // What is shown.
    case show(FruitQuery)
    case setFilter(String)

    // What the screen says.
    /// A line on the status line (an error is drawn in the warning colour and stays longer).
    case post(String, isError: Bool)
    /// The status message `serial` has been up long enough.
    case expireStatus(serial: Int)
    /// What the content's apply did, put before the status line's text (the reconfigure a
    /// stock key made: which cell the card kept).
    case prefixStatus(String)
    /// What the last apply changed, for the caption line.
    case noteChange(String)

    // Work in progress.
    case fetchStarted(FetchProgress)
    case fetchEnded
    /// A listing landed: what its apply changed (nil without captions), and the refetch
    /// whose restyle it carried.
    case listingLanded(summary: String?, restyled: Int?)
    /// A listing worked out in the background was dropped (a later one overtook it):
    /// "updating…" may be over.
    case listingDropped
    case awaitFocus(StandItem?)
    case restored
    case holdStockKeys(StockKeysHold?)
}

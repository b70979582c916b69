/// The stock keys held after `-` sold a card out of the destination shown (see
/// `FruitStandState.restockCard(_:by:)`).
struct StockKeysHold: Hashable, Sendable {
    /// The name of the fruit that sold out and left.
    var soldOut: String
    /// Which hold this is; a hold's timer only ends its own.
    var serial: Int
}

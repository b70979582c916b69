/// One entry of the edit log: what an update did to the stand, stated once. The counts, the
/// undo history, the sidebar and the content each derive their change from it.
enum StandEdit: Sendable {
    /// A fruit came onto the stand (`a`).
    case added(Fruit, stock: Int, isFavorite: Bool)
    /// A fruit left it (`d`, or `U` deleting again), with what `u` needs to put it back.
    case removed(DeletedFruit, redoing: Bool)
    /// `u` put a deleted fruit back, as `fruit` (a new identifier).
    case restored(DeletedFruit, as: Fruit)
    /// A fruit's stock changed (`+`, `-`).
    case restocked(Fruit, from: Int, to: Int)
    /// The stand's order was shuffled (`s`).
    case shuffled
    /// The weather changed (`w`).
    case weatherChanged
    /// A fetched stand replaced the one shown, whose inventory the cards were styled from.
    case replaced(previous: Inventory, counts: FruitCounts)
    /// The destination or the filter changed: the content lists again.
    case relisted

    /// Whether the content must list the store again for it (a single-fruit edit changes the
    /// snapshot shown instead).
    var relists: Bool {
        switch self {
        case .added, .removed, .restocked: false
        case .restored, .shuffled, .weatherChanged, .replaced, .relisted: true
        }
    }
}

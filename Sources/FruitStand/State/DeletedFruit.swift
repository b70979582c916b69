/// A fruit `d` removed, with what `u` needs to put it back where it was.
struct DeletedFruit: Hashable, Sendable {
    var fruit: Fruit
    var stock: Int
    var isFavorite: Bool
    /// Its index among the fruit of its kind.
    var index: Int
}

/// An orange on the stand (seed 000), identified by `id`.
///
/// Like `Apple`, the value holds only what never changes; stock and the favourite flag live in
/// `Inventory` keyed by `id`, so changing them keeps the item identifier and becomes a
/// reconfigure. Hashing uses only `id`.
package struct Orange: Hashable, Sendable, Identifiable {
    package let id: FruitID
    /// The card's title, unique among the inventory's oranges; control characters replaced.
    package let name: String
    /// The variety the sidebar groups this orange under (often the same as `name`).
    package let variety: String
    /// Peel thickness in millimetres.
    package let peelThickness: Int
    /// `name` folded for case- and diacritic-insensitive filtering, computed once; empty for
    /// an ASCII name, which is matched as it is, case by case (`matches(folded:)`), so that a
    /// million names of their own are not kept twice.
    let searchKey: String

    /// A fruit whose `name` and `variety` have their control characters replaced, unless
    /// `displaySafe` says they have none (the generator's names: catalogue varieties and
    /// numbers, a million of them for `--items`).
    init(id: FruitID, name: String, variety: String, peelThickness: Int, displaySafe: Bool = false) {
        self.id = id
        self.name = displaySafe ? name : name.sanitizedForDisplay
        self.variety = displaySafe ? variety : variety.sanitizedForDisplay
        self.peelThickness = peelThickness
        searchKey = SearchKey.storedKey(for: self.name)
    }

    package static func == (lhs: Orange, rhs: Orange) -> Bool {
        lhs.id == rhs.id && lhs.name == rhs.name && lhs.variety == rhs.variety
            && lhs.peelThickness == rhs.peelThickness
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    /// Whether the name contains `query`, already folded (`SearchKey.fold`).
    func matches(folded query: String) -> Bool {
        SearchKey.matches(name: name, storedKey: searchKey, folded: query)
    }
}

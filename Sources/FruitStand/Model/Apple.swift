/// An apple on the stand (seed 000), identified by `id`.
///
/// Only what never changes lives here: the identity and the properties a card shows besides the
/// badge. Stock and the favourite flag change while the app runs, so they live in `Inventory`,
/// keyed by `id`. That split is what makes `+`/`-` a *reconfigure*: the item identifier in the
/// snapshot (this value) stays equal, so the diff reports no delete or insert, and the app asks the
/// data source to reconfigure the item, whose cell reads the new stock from the store. (Putting the
/// stock in the value would change the identifier and turn every `+` into a delete plus an insert.)
///
/// Hashing uses only `id`; equality compares every stored property, which for values taken from
/// one inventory is the same as comparing identifiers.
package struct Apple: Hashable, Sendable, Identifiable {
    package let id: FruitID
    /// The card's title, unique among the inventory's apples; any Unicode, control characters
    /// already replaced by U+FFFD.
    package let name: String
    /// The variety the sidebar groups this apple under (often the same as `name`).
    package let variety: String
    /// Core thickness in millimetres.
    package let coreThickness: Int
    /// `name` folded for case- and diacritic-insensitive filtering, computed once; empty for
    /// an ASCII name, which is matched as it is, case by case (`matches(folded:)`), so that a
    /// million names of their own are not kept twice.
    let searchKey: String

    /// A fruit whose `name` and `variety` have their control characters replaced, unless
    /// `displaySafe` says they have none (the generator's names: catalogue varieties and
    /// numbers, a million of them for `--items`).
    init(id: FruitID, name: String, variety: String, coreThickness: Int, displaySafe: Bool = false) {
        self.id = id
        self.name = displaySafe ? name : name.sanitizedForDisplay
        self.variety = displaySafe ? variety : variety.sanitizedForDisplay
        self.coreThickness = coreThickness
        searchKey = SearchKey.storedKey(for: self.name)
    }

    package static func == (lhs: Apple, rhs: Apple) -> Bool {
        lhs.id == rhs.id && lhs.name == rhs.name && lhs.variety == rhs.variety
            && lhs.coreThickness == rhs.coreThickness
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    /// Whether the name contains `query`, already folded (`SearchKey.fold`).
    func matches(folded query: String) -> Bool {
        SearchKey.matches(name: name, storedKey: searchKey, folded: query)
    }
}

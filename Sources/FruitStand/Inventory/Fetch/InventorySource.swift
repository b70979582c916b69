/// Where the simulated fetch gets the stand's fruit.
public enum InventorySource: Hashable, Sendable {
    /// `Inventory.builtIn(seed:)`: the default stand.
    case builtIn
    /// `Inventory.generated(count:seed:)`: `--items N`.
    case generated(count: Int)
    /// A stand given as a value (tests).
    case provided(Inventory)
    /// `--inventory FILE.json`, read by every fetch (so `r` picks up edits). A small file is
    /// read once up front as `preloaded`, so that its errors are reported (exit 2) before the
    /// screen starts; the first fetch uses that reading.
    case file(path: String, preloaded: Inventory?)
}

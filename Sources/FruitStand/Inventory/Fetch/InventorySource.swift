/// Where the simulated fetch gets the stand's fruit.
public enum InventorySource: Hashable, Sendable {
    /// `Inventory.builtIn(seed:)`: the default stand.
    case builtIn
    /// `Inventory.generated(count:seed:)`: `--items N`.
    case generated(count: Int)
    /// A stand loaded up front from `--inventory FILE.json`, so that a malformed file is reported
    /// (exit 2) before the screen starts.
    case provided(Inventory)
}

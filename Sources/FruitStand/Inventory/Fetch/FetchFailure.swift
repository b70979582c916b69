/// Why a fetch brought no stand.
enum FetchFailure: Error, Hashable, Sendable {
    /// A newer fetch, or the end of the app, stopped it.
    case cancelled
    /// The inventory file cannot be read or is malformed.
    case unreadable(InventoryError)
}

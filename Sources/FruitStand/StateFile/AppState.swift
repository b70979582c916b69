/// What the app remembers between launches (seed 001 recommends state restoration): which
/// sidebar headers are expanded, what is selected, which pane has focus.
///
/// Saved to `state.json` by `StateStore` (encoded with `JSONEncoder`) and read back by one
/// decoder, `init(json:lines:)`. Every field but `version` may be missing, so a file from an
/// older build still loads. The live filter is deliberately *not* kept: a filter
/// restored silently would hide fruit at launch with nothing on screen saying why.
public struct AppState: Encodable, Hashable, Sendable {
    /// The format version this build writes; files with a larger version are ignored.
    package static let currentVersion = 1

    /// The two panes of the split view.
    enum Pane: String, Encodable, Hashable, Sendable, CaseIterable {
        case sidebar
        case content
    }

    /// The format version of this value.
    package var version: Int
    /// Expanded (true) or collapsed (false) per sidebar header, keyed by a name the sidebar
    /// chooses (its header's title, e.g. "Apples"). Headers not listed keep their default.
    var expandedHeaders: [String: Bool]
    /// The selected sidebar destination, e.g. a `FruitQuery.rawValue` ("variety/apple/Fuji").
    var selectedSidebarItem: String?
    /// The pane that had keyboard focus.
    var focusedPane: Pane
    /// The content item that had focus; restored only if it still exists (identifiers are stable
    /// for the same seed or inventory file).
    var focusedItem: FruitID?
    /// The selected content item, if any.
    var selectedItem: FruitID?

    init(
        expandedHeaders: [String: Bool] = [:], selectedSidebarItem: String? = nil,
        focusedPane: Pane = .sidebar, focusedItem: FruitID? = nil, selectedItem: FruitID? = nil
    ) {
        version = Self.currentVersion
        self.expandedHeaders = expandedHeaders
        self.selectedSidebarItem = selectedSidebarItem
        self.focusedPane = focusedPane
        self.focusedItem = focusedItem
        self.selectedItem = selectedItem
    }
}

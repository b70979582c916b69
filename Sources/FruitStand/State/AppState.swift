/// What the app remembers between launches (seed 001 recommends state restoration): which
/// sidebar headers are expanded, what is selected, which pane has focus.
///
/// Saved to `state.json` by `StateStore`. Every field but `version` may be missing, so a file
/// from an older build still loads. The live filter is deliberately *not* kept: a filter
/// restored silently would hide fruit at launch with nothing on screen saying why.
public struct AppState: Codable, Hashable, Sendable {
    /// The format version this build writes; files with a larger version are ignored.
    package static let currentVersion = 1

    /// The two panes of the split view.
    enum Pane: String, Codable, Hashable, Sendable, CaseIterable {
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

    private enum CodingKeys: String, CodingKey {
        case version, expandedHeaders, selectedSidebarItem, focusedPane, focusedItem, selectedItem
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        expandedHeaders = try container.decodeIfPresent([String: Bool].self, forKey: .expandedHeaders) ?? [:]
        selectedSidebarItem = try container.decodeIfPresent(String.self, forKey: .selectedSidebarItem)
        // An unknown pane name (from a later build, say) falls back to the sidebar rather than
        // discarding the whole file.
        let pane = try container.decodeIfPresent(String.self, forKey: .focusedPane)
        focusedPane = pane.flatMap(Pane.init(rawValue:)) ?? .sidebar
        // Decoded as plain numbers so that a bad value is reported at its key.
        focusedItem = try container.decodeIfPresent(Int.self, forKey: .focusedItem).map(FruitID.init)
        selectedItem = try container.decodeIfPresent(Int.self, forKey: .selectedItem).map(FruitID.init)
    }
}

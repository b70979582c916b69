/// The state file (seed 001's state restoration), derived from the state: the sidebar's
/// expansion, the destination and the focused pane, with the focused and selected fruit the
/// content's collection view holds.
extension FruitStandState {
    /// The state file's contents now.
    func appState(focusedItem: FruitID?, selectedItem: FruitID?) -> AppState {
        var expandedHeaders: [String: Bool] = [:]
        for (section, expanded) in expansion {
            if let title = section.title { expandedHeaders[title] = expanded }
        }
        return AppState(expandedHeaders: expandedHeaders, selectedSidebarItem: query.rawValue, focusedPane: focusedPane,
                        focusedItem: focusedItem, selectedItem: selectedItem)
    }

    /// Every header's expansion: expanded unless `state` (a state file being restored) says
    /// otherwise.
    static func expansion(restoring state: AppState?) -> [SidebarSection: Bool] {
        var expansion: [SidebarSection: Bool] = [:]
        for section in SidebarSection.allCases {
            if let title = section.title { expansion[section] = state?.expandedHeaders[title] ?? true }
        }
        return expansion
    }
}

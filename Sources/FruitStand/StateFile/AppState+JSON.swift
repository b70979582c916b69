extension AppState {
    /// The state file's one decoder: reads its parsed JSON, with messages that name the line
    /// ("line 4: 'focusedItem' must be a whole number, got 1.5").
    ///
    /// The version is checked first, so that a newer file is reported as newer rather than as
    /// malformed. Unknown keys are ignored so that a later build's extra fields do not discard
    /// the rest; an unknown pane falls back to the sidebar.
    init(json root: JSONNode, lines: LineIndex) throws(POSIXFileError) {
        func problem(_ node: JSONNode, _ message: String) -> POSIXFileError {
            POSIXFileError(reason: "line \(lines.line(at: node.offset)): \(message)")
        }
        func wholeNumber(_ node: JSONNode, _ key: String) throws(POSIXFileError) -> Int? {
            switch node.value {
            case .null: return nil
            case .number(let literal):
                if let value = Int(literal) { return value }
                fallthrough
            default: throw problem(node, "'\(key)' must be a whole number, got \(node.value.summary)")
            }
        }
        func string(_ node: JSONNode, _ key: String) throws(POSIXFileError) -> String? {
            switch node.value {
            case .null: return nil
            case .string(let text): return text
            default: throw problem(node, "'\(key)' must be a string, got \(node.value.summary)")
            }
        }
        guard case .object(let members) = root.value, let version = Self.version(of: root) else {
            throw POSIXFileError(reason: "it has no valid \"version\"; it is not a fruitstand-tui state file")
        }
        if version > Self.currentVersion {
            throw POSIXFileError(reason: Self.newerVersionReason(version))
        }
        self.init()
        self.version = version
        for member in members {
            let node = member.value
            switch member.key {
            case "expandedHeaders":
                guard case .object(let headers) = node.value else {
                    throw problem(node, "'expandedHeaders' must be an object of true/false values, got \(node.value.summary)")
                }
                for header in headers {
                    guard case .bool(let isExpanded) = header.value.value else {
                        throw problem(header.value, "'expandedHeaders' values must be true or false, got \(header.value.value.summary)")
                    }
                    expandedHeaders[header.key] = isExpanded
                }
            case "selectedSidebarItem":
                selectedSidebarItem = try string(node, "selectedSidebarItem")
            case "focusedPane":
                // An unknown pane (from a later build, say) falls back to the sidebar.
                focusedPane = try string(node, "focusedPane").flatMap(Pane.init(rawValue:)) ?? .sidebar
            case "focusedItem":
                focusedItem = try wholeNumber(node, "focusedItem").map(FruitID.init)
            case "selectedItem":
                selectedItem = try wholeNumber(node, "selectedItem").map(FruitID.init)
            default:
                continue
            }
        }
    }

    /// A state file's `version`: a whole number from 1; nil when the file has none.
    ///
    /// Of repeated keys the last counts, as for every other key.
    static func version(of root: JSONNode) -> Int? {
        guard case .object(let members) = root.value,
              let version = members.last(where: { $0.key == "version" }),
              case .number(let literal) = version.value.value, let number = Int(literal), number >= 1
        else { return nil }
        return number
    }

    /// Why a newer version's file is ignored, and that it is kept.
    static func newerVersionReason(_ version: Int) -> String {
        "it was written by a newer fruitstand-tui (state version \(version); this one reads \(currentVersion)); "
            + "it was left unchanged and this run's state was not saved"
    }
}

extension AppState {
    /// Reads a state file's parsed JSON with the same rules as `init(from:)`, but with messages
    /// that name the line ("line 4: 'focusedItem' must be a whole number, got 1.5"), which
    /// Foundation's decoder cannot give.
    ///
    /// Unknown keys are ignored so that a later build's extra fields do not discard the rest.
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
        guard case .object(let members) = root.value else {
            throw problem(root, "the state must be a JSON object, got \(root.value.summary)")
        }
        self.init()
        for member in members {
            let node = member.value
            switch member.key {
            case "version":
                version = try wholeNumber(node, "version") ?? 0
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
}

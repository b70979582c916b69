import DiffableTUI

/// The keys no view used: panes, actions, filter, help and quitting.
extension FruitStandSession {
    func handleKey(_ key: Key) -> Bool {
        if root.filterBar.field.isFirstResponder {
            // Leaving the field keeps the filter: Tab and the arrows go back to the cards.
            switch key {
            case .tab, .backTab, .up, .down, .pageUp, .pageDown:
                if filter.isEmpty { root.showsFilterBar = false }
                focus(.content)
                return true
            default:
                return false
            }
        }
        switch key {
        case .tab, .backTab:
            switchPane()
        case .right where focusedPane == .sidebar:
            // A leaf of the sidebar: Right goes over to the fruit.
            focus(.content)
        case .character("a"):
            addFruit()
        case .character("d"), .delete:
            deleteFocusedFruit()
        case .character("s"):
            shuffle()
        case .character("+"), .character("="):
            changeStock(by: 1)
        case .character("-"), .character("_"):
            changeStock(by: -1)
        case .character("w"):
            toggleWeather()
        case .character("r"):
            startFetch()
        case .character("/"):
            beginFiltering()
        case .character("?"):
            showHelp()
        case .escape:
            if !filter.isEmpty || root.showsFilterBar {
                clearFilter()
            } else if root.splitView.isCollapsed, root.splitView.isShowingPrimaryWhenCollapsed {
                focus(.content)
            } else {
                quit()
            }
        case .character("q"):
            quit()
        default:
            return false
        }
        return true
    }
}

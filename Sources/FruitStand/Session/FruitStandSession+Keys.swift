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
        if let arrow = Self.viKeys[key] {
            // vi's keys are the arrows, Home and End under other names.
            host.window.send(.key(arrow))
            return true
        }
        switch key {
        case .tab, .backTab:
            switchPane()
        case .right where keyboardPane == .sidebar:
            // A leaf of the sidebar: Right goes over to the fruit, of the row's destination
            // (the fruit of another destination would be a surprise).
            switch sidebar.focusedItem {
            case .destination(let destination)? where destination != query:
                show(destination)
                focus(.content)
            case .moreVarieties(let kind)?:
                findVariety(of: kind)
            default:
                focus(.content)
            }
        case .character("a"):
            addFruit()
        case .character("d"), .delete:
            deleteFocusedFruit()
        case .character("u"):
            undoDelete()
        case .character("U"):
            redoDelete()
        case .character("s"):
            shuffle()
        case .character("+"), .character("="):
            changeStock(by: 1)
        case .character("-"), .character("_"):
            changeStock(by: -1)
        case .character("R"):
            reloadFocusedFruit()
        case .character("D"):
            reloadAllData()
        case .character("w"):
            toggleWeather()
        case .character("r"):
            startFetch()
        case .character("/"):
            beginFiltering()
        case .character("?"):
            showHelp()
        case .escape:
            escape()
        case .character("q"):
            quit()
        default:
            return false
        }
        return true
    }

    /// `j` `k` `h` `l` `g` `G`: the keys they stand for.
    static let viKeys: [Key: Key] = [
        .character("j"): .down, .character("k"): .up, .character("h"): .left, .character("l"): .right,
        .character("g"): .home, .character("G"): .end,
    ]

    /// Esc closes what is open — the filter, then the drawer — and never quits: with nothing
    /// to close it says how to quit.
    func escape() {
        if !filter.isEmpty || root.showsFilterBar {
            clearFilter()
        } else if isDrawerOpen {
            focus(.content)
        } else {
            post("Press q to quit")
        }
    }
}

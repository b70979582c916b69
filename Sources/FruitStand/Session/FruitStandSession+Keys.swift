import DiffableTUI

/// The keys no view used become intents; the state's update decides what they do.
extension FruitStandSession {
    func handleKey(_ key: Key) -> Bool {
        if root.filterBar.field.isFirstResponder {
            // Leaving the field keeps the filter: Tab and the arrows go back to the cards.
            switch key {
            case .tab, .backTab, .up, .down, .pageUp, .pageDown:
                send(.endFiltering)
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
        case .right where keyboardPane == .sidebar:
            // A leaf of the sidebar: Right goes over to the fruit, of the row's destination
            // (the fruit of another destination would be a surprise).
            switch sidebar.focusedItem {
            case .destination(let destination)? where destination != state.query:
                send(.chooseDestination(destination, focusingContent: true))
            case .moreVarieties(let kind)?:
                send(.findVariety(kind, focusingContent: root.splitView.isCollapsed))
            default:
                focus(.content)
            }
        default:
            guard let intent = intent(for: key) else { return false }
            send(intent)
        }
        return true
    }

    /// What a key asks for, with what it needs to know of the views; nil for a key the app
    /// does not use.
    func intent(for key: Key) -> UserIntent? {
        switch key {
        case .tab, .backTab: .switchPane
        case .character("a"): .addFruit
        case .character("d"), .delete: .deleteCard(cardFocus())
        case .character("u"): .undo
        case .character("U"): .redo
        case .character("s"): .shuffleStand
        case .character("+"), .character("="): .restockCard(cardFocus(), by: 1)
        case .character("-"), .character("_"): .restockCard(cardFocus(), by: -1)
        case .character("R"): .reloadCard(cardFocus())
        case .character("D"): .reloadAllData
        case .character("w"): .chooseWeather(state.store.weather.toggled)
        case .character("r"): .refetch
        case .character("/"): .beginFiltering(drawerOpen: isDrawerOpen)
        case .character("?"): .showHelp
        case .character("i"): .toggleInspector
        case .escape: .escape(drawerOpen: isDrawerOpen)
        case .character("q"): .quit(exitCode: 0, message: nil)
        default: nil
        }
    }

    /// `j` `k` `h` `l` `g` `G`: the keys they stand for.
    static let viKeys: [Key: Key] = [
        .character("j"): .down, .character("k"): .up, .character("h"): .left, .character("l"): .right,
        .character("g"): .home, .character("G"): .end,
    ]

    /// What the card keys may act on: the focused card, whether the fruit pane has the
    /// keyboard and whether the card is on screen (after the layout the next frame would do).
    func cardFocus() -> CardFocus {
        let collectionView = content.collectionView
        let hasKeyboard = keyboardPane == .content && collectionView.isFirstResponder
        guard hasKeyboard else { return CardFocus(hasKeyboard: false, item: content.focusedItem, isVisible: false) }
        collectionView.layoutIfNeeded()
        let indexPath = collectionView.focusedIndexPath
        let item = indexPath.flatMap { content.dataSource.itemIdentifier(for: $0) }
        let isVisible = indexPath.map { collectionView.indexPathsForVisibleItems.contains($0) } ?? false
        return CardFocus(hasKeyboard: true, item: item, isVisible: isVisible)
    }
}

extension FruitStandSession: TextFieldDelegate {
    func textFieldDidChange(_ textField: TextField) {
        send(.setFilter(textField.text))
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        // Enter keeps the filter and goes back to the cards.
        send(.endFiltering)
        return true
    }

    func textFieldShouldClear(_ textField: TextField) -> Bool {
        send(.clearFilter(fieldHasKeyboard: textField.isFirstResponder))
        return false
    }
}

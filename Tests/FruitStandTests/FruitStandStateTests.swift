import Testing
@testable import FruitStand

/// The state's update function on its own, without a view (issue 25 §3): a key's message
/// decides the edit, the status line, the focus and the effects; the state file is derived
/// from the state.
@Suite struct FruitStandStateTests {
    /// A loaded stand of five fruit (Fuji in stock 1, Granny Smith sold out, Navel, Blood and
    /// Cara Cara), with the edits and effects of loading it taken.
    private func loaded(restoring saved: AppState? = nil) -> FruitStandState {
        var inventory = Inventory()
        inventory.append(.apple, name: "Fuji", thickness: 3, stock: 1)
        inventory.append(.apple, name: "Granny Smith", thickness: 4, stock: 0)
        inventory.append(.orange, name: "Navel", thickness: 6, stock: 7)
        inventory.append(.orange, name: "Blood", thickness: 2, stock: 3)
        inventory.append(.orange, name: "Cara Cara", thickness: 5, stock: 2)
        var state = FruitStandState(store: FruitStandStore(seed: 3), restoring: saved)
        state.update(.replaceStand(FetchedStand(inventory: inventory)))
        _ = state.takeEdits()
        _ = state.takeEffects()
        return state
    }

    private func fruit(_ name: String, in state: FruitStandState) throws -> Fruit {
        guard case .open(let apples, let oranges) = state.store.listing(for: .all) else { throw Missing() }
        guard let fruit = (apples + oranges).lazy.compactMap(state.store.fruit).first(where: { $0.name == name }) else { throw Missing() }
        return fruit
    }

    private struct Missing: Error {}

    /// The focus of a card on screen in the fruit pane.
    private func card(_ fruit: Fruit, visible: Bool = true) -> CardFocus {
        CardFocus(hasKeyboard: true, item: StandItem(fruit), isVisible: visible)
    }

    @Test func dDeletesTheFocusedCardAndSaysSo() throws {
        var state = loaded()
        let fuji = try fruit("Fuji", in: state)
        state.update(.deleteCard(card(fuji)))
        let edits = state.takeEdits()
        guard case .removed(let deleted, redoing: false)? = edits.first else { Issue.record("no delete: \(edits)"); return }
        #expect(deleted.fruit.id == fuji.id && edits.count == 1)
        #expect(state.status?.text == "Deleted Fuji · u undoes")
        #expect(state.takeEffects().count == 1)
        #expect(state.store.fruit(fuji.id) == nil)
    }

    /// Nothing the user cannot see is changed: each card key says why it did nothing.
    @Test func cardKeysSayWhyTheyActOnNothing() throws {
        var state = loaded()
        let fuji = try fruit("Fuji", in: state)
        let cases: [(CardFocus, String)] = [
            (CardFocus(hasKeyboard: false, item: StandItem(fuji), isVisible: true), "Tab to the fruit first: d acts on the focused card"),
            (CardFocus(hasKeyboard: true, item: nil, isVisible: false), "No card focused: move to one, then d"),
            (CardFocus(hasKeyboard: true, item: .closed, isVisible: true), "The stand is closed for bad weather: w opens it"),
            (card(fuji, visible: false), "Fuji was off screen: scrolled to it · d again deletes it"),
        ]
        for (focus, says) in cases {
            state.update(.deleteCard(focus))
            #expect(state.status?.text == says)
            #expect(state.takeEdits().isEmpty)
        }
        // The card scrolled out of view is brought back.
        #expect(state.pendingFocus == StandItem(fuji))
    }

    /// `-` that sells a card out of In Stock says so and holds the stock keys, so a key held
    /// down does not drain the card that takes the focus; the hold ends on its own timer.
    @Test func minusSellingACardOutHoldsTheStockKeys() throws {
        var state = loaded()
        state.update(.show(.inStock))
        let fuji = try fruit("Fuji", in: state), navel = try fruit("Navel", in: state)
        _ = state.takeEdits()
        state.update(.restockCard(card(fuji), by: -1))
        #expect(state.status?.text == "Fuji sold out · left In Stock")
        guard case .restocked(_, from: 1, to: 0)? = state.takeEdits().first else { Issue.record("no restock"); return }
        let hold = try #require(state.stockKeysHold)
        #expect(state.takeEffects().contains { if case .endStockKeysHold(hold) = $0 { true } else { false } })

        state.update(.restockCard(card(navel), by: -1))
        #expect(state.takeEdits().isEmpty)
        #expect(state.store.stock(of: navel.id) == 7)
        #expect(state.status?.text == "Fuji sold out and left In Stock · let go of -, then press it again for Navel")

        state.update(.holdStockKeys(nil))
        state.update(.restockCard(card(navel), by: -1))
        #expect(state.store.stock(of: navel.id) == 6)
        // The content's projection puts the reconfigure's cell before it.
        #expect(state.status?.text == "Navel stock 6")
    }

    /// `a` under a filter the new fruit does not match clears the filter (and its line) so the
    /// fruit is seen, and asks for the focus on its card.
    @Test func addUnderAFilterItMissesClearsTheFilter() {
        var state = loaded()
        state.update(.beginFiltering(drawerOpen: false))
        state.update(.setFilter("zzz"))
        _ = state.takeEdits()
        _ = state.takeEffects()
        state.update(.addFruit)
        let edits = state.takeEdits()
        guard case .added(let added, _, _)? = edits.first else { Issue.record("no add: \(edits)"); return }
        #expect(edits.contains { if case .relisted = $0 { true } else { false } })
        #expect(state.filter.isEmpty && !state.showsFilterBar)
        #expect(state.pendingFocus == StandItem(added))
        #expect(state.status?.text == "Added \(added.name) to \(added.kind.title) · filter cleared to show it")
    }

    @Test func undoPutsBackAndRedoDeletesAgain() throws {
        var state = loaded()
        state.update(.undo)
        #expect(state.status?.text == "Nothing to undo")
        let blood = try fruit("Blood", in: state)
        state.update(.deleteCard(card(blood)))
        state.update(.undo)
        #expect(state.status?.text == "Restored Blood to Oranges · U deletes it again")
        let restored = try fruit("Blood", in: state)
        #expect(state.pendingFocus == StandItem(restored))
        state.update(.redo)
        #expect(state.status?.text == "Deleted Blood again · u undoes")
        state.update(.redo)
        #expect(state.status?.text == "Nothing to redo")
    }

    /// Esc closes the filter, then the drawer, and otherwise says how to quit; never quits.
    @Test func escapeClosesWhatIsOpen() {
        var state = loaded()
        state.update(.beginFiltering(drawerOpen: false))
        _ = state.takeEffects()
        state.update(.escape(drawerOpen: true))
        #expect(!state.showsFilterBar && state.takeEffects().isEmpty)
        state.update(.escape(drawerOpen: true))
        #expect(state.takeEffects().contains { if case .focus(.content) = $0 { true } else { false } })
        state.update(.escape(drawerOpen: false))
        #expect(state.status?.text == "Press q to quit" && !state.hasQuit)
    }

    /// The help sheet is modal: a pane asked for while it is up takes the keyboard when it
    /// closes.
    @Test func aPaneAskedForUnderTheHelpSheetWaitsForIt() {
        var state = loaded()
        state.update(.showHelp)
        #expect(state.takeEffects().contains { if case .presentHelp = $0 { true } else { false } })
        state.update(.requestFocus(.content))
        #expect(state.takeEffects().isEmpty && state.paneAfterHelp == .content)
        state.update(.helpDismissed)
        #expect(!state.isShowingHelp && state.paneAfterHelp == nil)
        #expect(state.takeEffects().contains { if case .focus(.content) = $0 { true } else { false } })
    }

    /// Narrowing moves the keyboard from the sidebar to the fruit and widening gives it back,
    /// unless the user moved it meanwhile.
    @Test func aResizeRoundTripGivesTheKeyboardBack() {
        var state = loaded()
        state.update(.focus(.sidebar))
        state.update(.splitViewCollapsed(sidebarHasKeyboard: true))
        #expect(state.takeEffects().contains { if case .focus(.content) = $0 { true } else { false } })
        state.update(.focus(.content))
        state.update(.splitViewExpanded(contentHasKeyboard: true))
        #expect(state.takeEffects().contains { if case .focus(.sidebar) = $0 { true } else { false } })

        state.update(.focus(.sidebar))
        state.update(.splitViewCollapsed(sidebarHasKeyboard: true))
        state.update(.focus(.content))
        state.update(.focus(.sidebar))
        state.update(.focus(.content))
        _ = state.takeEffects()
        state.update(.splitViewExpanded(contentHasKeyboard: true))
        #expect(state.takeEffects().isEmpty)
    }

    /// The state file's expansion is a fact of the state, set by the header's toggle: it is
    /// saved from there, whatever the caption says.
    @Test func theStateFileKeepsTheExpansionTheStateHolds() {
        var state = loaded(restoring: AppState(expandedHeaders: ["Apples": false]))
        #expect(state.appState(focusedItem: nil, selectedItem: nil).expandedHeaders == ["Apples": false, "Oranges": true, "Weather": true])
        state.update(.setCaption("a caption"))
        state.update(.toggleHeader(.weather, expanding: false, rows: 2))
        state.update(.setCaption("another"))
        let saved = state.appState(focusedItem: nil, selectedItem: nil)
        #expect(saved.expandedHeaders == ["Apples": false, "Oranges": true, "Weather": false])
        #expect(saved.selectedSidebarItem == FruitQuery.all.rawValue && saved.focusedPane == .sidebar)
    }

    @Test func qQuitsOnce() {
        var state = loaded()
        state.update(.quit(exitCode: 0, message: nil))
        state.update(.quit(exitCode: 2, message: "again"))
        #expect(state.hasQuit)
        let effects = state.takeEffects()
        #expect(effects.count == 1)
        guard case .terminate(exitCode: 0, message: nil)? = effects.first else { Issue.record("\(effects)"); return }
    }
}

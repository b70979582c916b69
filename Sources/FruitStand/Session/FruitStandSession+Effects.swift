import DiffableTUI

/// The effects the update asks for: what must be done imperatively, to views the state does
/// not hold (the keyboard, the library's reloads), to the clock (timers) or to the world (the
/// fetch, ending the app). Performed after the projections, in the order asked.
extension FruitStandSession {
    /// Performs the effects recorded so far, in the order asked (`send(_:)` calls it once its
    /// queue is empty; a message an effect sends waits for the effects before it).
    func performEffects() {
        for effect in takeEffects() { perform(effect) }
    }

    private func perform(_ effect: FruitStandEffect) {
        switch effect {
        case .posted(let serial):
            // A message replaced in the same turn is neither said nor timed.
            guard let status = state.status, status.serial == serial else { return }
            announcer.announceStatus(status.text)
            // A screen reader would read the title bar again as the message went: in
            // accessible mode it stays until the next one replaces it.
            guard !host.window.isAccessibleModeEnabled else { return }
            host.schedule(after: status.isError ? Self.statusDuration * 2 : Self.statusDuration) { [weak self] in
                guard let self, state.status?.serial == serial else { return }
                send(.expireStatus(serial: serial))
            }
        case .focus(let pane):
            giveKeyboard(to: pane)
        case .presentHelp:
            help.present(in: root)
        case .editFilter:
            root.filterBar.field.becomeFirstResponder()
        case .endStockKeysHold(let hold):
            host.schedule(after: Self.stockKeysHoldDuration) { [weak self] in
                guard let self, state.stockKeysHold == hold else { return }
                send(.holdStockKeys(nil))
            }
        case .reload(let item, let name):
            reload(item, named: name)
        case .reloadData:
            reloadAllData()
        case .fetch:
            startFetch()
        case .terminate(let exitCode, let message):
            if let message { messagesAfterExit.insert(message, at: 0) }
            state.fetchProgress?.cancel()
            prepareForExit()
            host.terminate(exitCode: exitCode)
        }
    }

    /// How long a status message stays.
    static let statusDuration = 4.0

    /// How long the stock keys stay held after a card sold out and left, or after the last
    /// press while held: longer than a key's auto-repeat interval.
    static let stockKeysHoldDuration = 0.6

    /// Shows `text` on the status line (what the session itself reports: a fetch, a reload).
    func post(_ text: String, isError: Bool = false) {
        send(.post(text, isError: isError))
    }

    /// Ends the app with `exitCode`; `message` is printed after exit, before the other
    /// messages kept for then.
    func quit(exitCode: Int32 = 0, message: String? = nil) {
        send(.quit(exitCode: exitCode, message: message))
    }
}

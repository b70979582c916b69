/// What an update asks the session to do that a state value cannot: give a view the keyboard,
/// start a timer or a fetch, end the app (Bubble Tea's commands).
///
/// `FruitStandState.update(_:)` records them as it decides; the session performs them once
/// the projections have shown the state (`FruitStandSession+Effects.swift`).
enum FruitStandEffect: Sendable {
    /// Status message `serial` was posted: it is announced (accessible mode) and expires.
    case posted(serial: Int)
    /// `pane` takes the keyboard (the compact drawer follows).
    case focus(AppState.Pane)
    /// The help sheet is presented (it dismisses itself, and says so).
    case presentHelp
    /// The filter field takes the keyboard.
    case editFilter
    /// The stock keys are let go a moment after `hold` began.
    case endStockKeysHold(StockKeysHold)
    /// `R`: the card of `item` (the fruit `name`) is reloaded, `reloadItems`.
    case reload(StandItem, name: String)
    /// `D`: the snapshot shown is applied again with `applySnapshotUsingReloadData`.
    case reloadData
    /// The stand is fetched again.
    case fetch
    /// The app ends with `exitCode`, printing `message` after exit.
    case terminate(exitCode: Int32, message: String?)
}

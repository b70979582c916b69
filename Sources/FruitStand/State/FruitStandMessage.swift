/// Everything that changes the app's state, one at a time, as the session's queue holds it
/// (`FruitStandSession.send(_:)`) and `FruitStandState.update(_:)` takes it: what the user
/// asked for, or a change the app makes to its own state.
enum FruitStandMessage {
    case intent(UserIntent)
    case edit(StateEdit)
}

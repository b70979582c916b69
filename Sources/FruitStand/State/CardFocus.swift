/// What the session saw of the focused card when a card key was pressed, so the update
/// decides what the key may act on without the views.
///
/// The card keys (`d`, `+`, `-`) act only on what the user can see: the focused card, while
/// the fruit pane has the keyboard (no drawer, sheet or field over it) and the card is on
/// screen with its focus ring.
struct CardFocus: Sendable {
    /// Whether the fruit pane has the keyboard.
    var hasKeyboard: Bool
    /// The focused card, if any.
    var item: StandItem?
    /// Whether the focused card is on screen.
    var isVisible: Bool
}

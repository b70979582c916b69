import DiffableTUI

/// The footer's hints per pane and the help sheet's rows: every key of the app.
enum KeyHints {
    static func sidebar(compact: Bool) -> [KeyHintBar.Hint] {
        [.init("↑↓", "move"), .init("Enter", "show"), .init("←→", "fold"), .init("Tab", compact ? "close" : "fruit"),
         .init("/", "filter"), .init("a", "add"), .init("w", "weather"), .init("r", "refetch")]
    }

    static let content: [KeyHintBar.Hint] = [
        .init("↑↓←→", "move"), .init("a", "add"), .init("d", "delete"), .init("u", "undo"), .init("+-", "stock"),
        .init("s", "shuffle"), .init("/", "filter"), .init("Tab", "sidebar"),
        .init("w", "weather"), .init("r", "refetch"), .init("Enter", "select"),
    ]

    /// The fruit pane's keys while bad weather closes the stand: its one card takes no card
    /// key, so only the keys that act then are offered.
    static let closedContent: [KeyHintBar.Hint] = [
        .init("w", "open the stand"), .init("r", "refetch"), .init("a", "add"), .init("Tab", "sidebar"),
    ]

    /// Always in the footer's trailing corner.
    static let always: [KeyHintBar.Hint] = [.init("?", "help"), .init("q", "quit")]

    /// The filter field's keys. Screen readers take Esc for themselves, so accessible mode
    /// names the keys that do the same without it.
    static func filtering(accessible: Bool) -> [KeyHintBar.Hint] {
        [.init("type", "to filter"), .init("Enter", "done"), .init(accessible ? "Ctrl-U" : "Esc", "clear"), .init("Backspace", "delete")]
    }

    /// The help sheet's keys (Enter rather than Esc in accessible mode, as for the filter).
    static func help(accessible: Bool) -> [KeyHintBar.Hint] {
        [.init(accessible ? "Enter" : "Esc", "close"), .init("↑↓", "scroll")]
    }

    /// Every key, grouped, for `?`, and the seed of the stand shown.
    static func helpRows(seed: UInt64) -> [SheetView.Row] { keyRows + [
        .heading("This stand"),
        .row("seed \(seed)", "fruitstand-tui --seed \(seed) shows it again"),
    ] }

    private static let keyRows: [SheetView.Row] = [
        .heading("Moving around"),
        .row("Tab  Shift-Tab", "switch between the sidebar and the fruit"),
        .row("↑ ↓  k j", "move; in the fruit grid also ← → (h l)"),
        .row("← →  h l", "sidebar: collapse / expand, parent / first child"),
        .row("PgUp PgDn", "a page up or down"),
        .row("Home End  g G", "first or last item"),
        .row("Enter  Space", "show a destination, select a card, fold a header"),
        .row("click  wheel", "focus and select; scroll"),
        .heading("Changing the stand"),
        .row("a", "add a fruit (insert)"),
        .row("d  Delete", "remove the focused card (delete); only while the fruit has the keyboard"),
        .row("u  U", "undo the last delete (up to 100, newest first); redo"),
        .row("s", "shuffle the fruit (moves)"),
        .row("+  -", "stock of the focused card: reconfigureItems keeps its cell"),
        .row("R", "reload the focused card: reloadItems gives it another cell"),
        .row("D", "applySnapshotUsingReloadData: every cell dequeued again, no animation"),
        .row("i", "reuse inspector: each reuse queue, what is registered for it, and live dequeue counts"),
        .row("w", "toggle the weather (bad weather closes the stand)"),
        .row("r", "fetch the stand again (replaces what was added, deleted or restocked)"),
        .row("/", "filter by name as you type; Esc or Ctrl-U clears"),
        .row("Esc", "clear the filter, close the drawer (Ctrl-U, Tab: the same without Esc); never quits"),
        .heading("The app"),
        .row("?", "this help"),
        .row("q", "quit (the sidebar and focus are restored next time); in this help, close it"),
        .row("Ctrl-Z", "suspend; fg resumes"),
        .row("--accessible", "screen-reader mode (or DIFFABLETUI_ACCESSIBLE=1): the cursor on the focus, changes said on the top rows"),
    ]
}

extension FruitStandApp {
    /// The built-in script `--demo` plays: loading, the sidebar's outline, destinations,
    /// inserts, reconfigures against reloads, moves, deletes, filtering, bad weather, a
    /// compact width and a refetch, each named by the caption line; it ends at full size.
    static let demoScriptText = """
        # fruitstand-tui --demo: the seed posts, playing themselves.
        Set TypingSpeed 250ms
        Caption "Loading: a Task fetches the stand (seed 000)"
        Wait Loaded
        Sleep 1.2s
        Caption "Sidebar: section snapshots, collapsible headers (seed 001)"
        Down 3
        Left
        Sleep 800ms
        Right
        Sleep 800ms
        Caption "Enter applies the content snapshot"
        Down
        Enter
        Sleep 1.2s
        Down 2
        Enter
        Sleep 1.2s
        Home
        Enter
        Sleep 1.2s
        Caption "a: inserts; cells registered by type (seeds 000, 004)"
        Tab
        Key a 3
        Sleep 800ms
        Caption "+ -: reconfigureItems, the badge changes (seeds 002, 003)"
        Home
        Key + 3
        Key - 1
        Sleep 800ms
        Caption "i: the reuse inspector counts every queue's cells (seed 004)"
        Key i
        Sleep 1.5s
        Caption "+ keeps the cell (reconfigureItems); R gives a new one (reloadItems) (seed 003)"
        Key +
        Sleep 1.5s
        Key R
        Sleep 1.5s
        Caption "D: applySnapshotUsingReloadData resets every cell, no diff, no animation (seed 003)"
        Key D
        Sleep 1.5s
        Key i
        Caption "s: shuffle"
        Key s
        Sleep 1.2s
        Caption "d: delete the focused fruit"
        Key d 2
        Sleep 800ms
        Caption "/: filter as you type"
        Key /
        Type@500ms "an"
        Sleep 1.2s
        Escape
        Sleep 800ms
        Caption "w: bad weather shows EmptyData (seed 000)"
        Key w
        Sleep 2s
        Key w
        Sleep 1.2s
        Caption "Compact width: the sidebar is a drawer (seed 001)"
        Resize 60x20
        Sleep 1.2s
        Tab
        Sleep 800ms
        Down
        Enter
        Sleep 1.2s
        Caption "r: fetch again"
        Key r
        Wait Loaded
        Sleep 1.2s
        Resize full
        Sleep 800ms
        Caption "Your turn: run fruitstand-tui"
        Sleep 2s
        Key q
        """

    /// The demo, parsed.
    public static func demoScript() throws(ScriptError) -> Script {
        try Script(parsing: demoScriptText, name: "demo")
    }
}

import DiffableTUI
import Testing
@testable import FruitStand

/// The smaller defects a new user hit (issue 35, §4), each played headless as the issue tells it.
@MainActor
struct AppIssue35Tests {
    /// Bad weather: the rain card takes no card key, so the footer offers only the keys that
    /// act (it offered d, u, +-, s), and `s` says the stand is closed (it said "Shuffled 11
    /// fruit" while nothing moved).
    @Test func theRainCardOffersOnlyTheKeysThatAct() async {
        let app = await launchApp(weather: .bad)
        await app.keys(.tab)
        let footer = try! #require(app.lines.last)
        for gone in ["d delete", "u undo", "+- stock", "s shuffle"] {
            #expect(!footer.contains(gone), "\(footer)")
        }
        #expect(footer.contains("w open the stand") && footer.contains("r refetch"), "\(footer)")
        let before = app.session.store
        await app.keys(.character("s"))
        #expect(app.lines[0].contains("The stand is closed for bad weather: w opens it"), "\(app.lines[0])")
        #expect(app.session.store == before, "the closed stand was shuffled")
        await app.keys(.character("w"))
        #expect(app.lines.last?.contains("s shuffle") == true, "the cards' keys come back with the sun")
    }

    /// Esc, then `r`: the status said "Press q to quit" all through the fetch; the fetch
    /// replaces the stand, so what the status said goes.
    @Test func aRefetchClearsTheStatus() async {
        let app = await launchApp()
        await app.keys(.escape)
        #expect(app.lines[0].contains("Press q to quit"))
        app.press(.character("r"))
        await app.pass(0.2)
        #expect(app.session.isLoading)
        #expect(!app.lines[0].contains("Press q to quit"), "\(app.lines[0])")
    }

    /// The weather's check mark (1.74:1 on a light theme: a fixed green) and the pane header's
    /// "11 cards" (2.9:1 on both: dimmed grey) read at least 4.5:1, undimmed, on a dark and a
    /// light theme at every colour depth.
    @Test(arguments: [ColorDepth.ansi8, .ansi16, .indexed256, .truecolor])
    func theCheckMarkAndTheCardCountRead(at depth: ColorDepth) async {
        let app = await launchApp(size: Size(width: 120, height: 40), colorDepth: depth)
        let screen = app.driver.screen
        let sidebarWidth = app.session.root.sidebarPane.frame.width
        var cells: [(String, Point)] = []
        for y in 0..<screen.size.height {
            for x in 0..<sidebarWidth where screen[x, y].grapheme == "✓" { cells.append(("the weather's ✓", Point(x: x, y: y))) }
        }
        let header = app.session.contentPane.header
        let origin = header.originInWindow
        let row = (0..<screen.size.width).map { screen[$0, origin.y].grapheme }.joined()
        let start = try! #require(row.range(of: "11 cards"))
        let x = row.distance(from: row.startIndex, to: start.lowerBound)
        cells.append(("the header's 11 cards", Point(x: x, y: origin.y)))
        #expect(cells.count == 2, "\(cells)")
        for (name, point) in cells {
            let style = screen[point.x, point.y].style.resolved(for: depth)
            #expect(!style.attributes.contains(.dim), "\(name) is dimmed at \(depth)")
            for theme in [TerminalTheme.dark, .light] {
                var fg = theme.rgb(for: style.foreground, isForeground: true)
                var bg = theme.rgb(for: style.background, isForeground: false)
                if style.attributes.contains(.reverse) { swap(&fg, &bg) }
                let ratio = Contrast.ratio(fg, bg)
                #expect(ratio >= 4.5, "\(name): \(ratio):1 on the \(theme == .dark ? "dark" : "light") theme at \(depth)")
            }
        }
    }
}

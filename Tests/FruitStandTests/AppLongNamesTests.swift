import DiffableTUI
import Testing
@testable import FruitStand

/// Names at any length (issue 35, §1), with a real shop's names: "Braeburn Cedar Ridge
/// #0000101" and its neighbours, alike but for their ends.
@MainActor
struct AppLongNamesTests {
    static let prefixes = ["Braeburn Cedar Ridge", "Granny Smith Oak Hollow", "Golden Delicious Mill"]

    /// A stand of 30 apples and 6 oranges with long names told apart by their ends.
    func launchLongNames(size: Size) async -> (HeadlessRun, TemporaryDirectory) {
        let directory = TemporaryDirectory()
        let apples = (0..<30).map { #"{"name": "\#(Self.prefixes[$0 % 3]) #\#(String(10_000_101 + $0).dropFirst())", "coreThickness": 3, "stock": 4}"# }
        let oranges = (0..<6).map { #"{"name": "Valencia Sunny Slope #\#(String(10_000_201 + $0).dropFirst())", "peelThickness": 2, "stock": 4}"# }
        directory.write(#"{"version": 1, "apples": [\#(apples.joined(separator: ","))], "oranges": [\#(oranges.joined(separator: ","))]}"#, to: "stand.json")
        let app = await launchApp(size: size, source: .file(path: directory.path + "/stand.json", preloaded: nil))
        return (app, directory)
    }

    /// The names of the cards on screen.
    func visibleNames(_ app: HeadlessRun) -> [String] {
        let collectionView = app.session.content.collectionView
        return collectionView.indexPathsForVisibleItems.compactMap { indexPath in
            app.session.content.dataSource.itemIdentifier(for: indexPath)?.fruitID.flatMap(app.session.store.fruit)?.name
        }
    }

    /// 80x24: two cards a row, each name cut in the middle so its number shows (the tail was
    /// cut: "Granny Smith Oak Hol…"), and the focused card's whole name in the pane header.
    @Test func aNarrowTerminalKeepsTheEndsThatTellNamesApart() async {
        let (app, directory) = await launchLongNames(size: Size(width: 80, height: 24))
        defer { directory.remove() }
        await app.keys(.tab)
        let names = visibleNames(app)
        #expect(names.count >= 4)
        for name in names {
            let number = String(name.suffix(8))
            #expect(app.text.contains(number), "\(name): its number is not on screen")
        }
        let focused = try! #require(app.contentFocus?.name)
        let header = app.lines[app.session.contentPane.header.originInWindow.y]
        #expect(header.contains(focused), "the focused card's name, whole: \(header)")
    }

    /// 120x40 and 200x60: cards as wide as the names need, every name whole; the sidebar widens
    /// with the window (it stayed 36 columns) and shows the names whole at 200 columns.
    @Test func aWiderTerminalShowsTheNamesWhole() async {
        var sidebarWidths: [Int] = []
        for size in [Size(width: 120, height: 40), Size(width: 200, height: 60)] {
            let (app, directory) = await launchLongNames(size: size)
            defer { directory.remove() }
            await app.keys(.tab)
            let names = visibleNames(app)
            #expect(names.count >= 4)
            for name in names {
                #expect(app.text.contains(name), "\(size): \(name) is not whole on screen")
            }
            sidebarWidths.append(app.session.root.sidebarPane.frame.width)
            if size.width == 200 {
                let sidebar = app.lines.map { String($0.prefix(sidebarWidths.last!)) }.joined(separator: "\n")
                #expect(sidebar.contains("Braeburn Cedar Ridge #0000101"), "\(sidebar)")
            }
        }
        #expect(sidebarWidths[1] > sidebarWidths[0] && sidebarWidths[1] >= 50, "\(sidebarWidths)")
    }

    /// A refetch bringing longer names widens the cards for them.
    @Test func cardsWidenWhenLongerNamesArrive() async {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let short = (0..<12).map { #"{"name": "Fuji \#($0)", "coreThickness": 3, "stock": 4}"# }
        directory.write(#"{"version": 1, "apples": [\#(short.joined(separator: ","))]}"#, to: "stand.json")
        let app = await launchApp(size: Size(width: 120, height: 40), source: .file(path: directory.path + "/stand.json", preloaded: nil))
        let narrow = app.session.content.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width ?? 0
        let long = (0..<12).map { #"{"name": "Granny Smith Oak Hollow #\#(1000 + $0)", "coreThickness": 3, "stock": 4}"# }
        directory.write(#"{"version": 1, "apples": [\#(long.joined(separator: ","))]}"#, to: "stand.json")
        await app.keys(.character("r"))
        await app.pass(2)
        await app.settle()
        let wide = app.session.content.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width ?? 0
        #expect(wide > narrow, "\(narrow) → \(wide), widest \(app.session.widestName), \(app.session.counts.nameWidths)")
        for name in visibleNames(app) { #expect(app.text.contains(name), "\(name) is not whole on screen") }
    }

    /// A filter matching the middle of a name that does not fit: the card is cut where the
    /// match stays shown, and the match is underlined.
    @Test func theFiltersMatchStaysInWhatIsShown() async {
        let (app, directory) = await launchLongNames(size: Size(width: 80, height: 24))
        defer { directory.remove() }
        await app.keys(.tab, .character("/"))
        await app.type("Oak Hollow")
        let names = visibleNames(app)
        #expect(!names.isEmpty && names.allSatisfy { $0.contains("Oak Hollow") })
        // Each run of underlined cells: a match as a card shows it.
        let screen = app.driver.screen
        var shown: [String] = []
        for y in 0..<screen.size.height {
            var run = ""
            for x in 0..<screen.size.width {
                let cell = screen[x, y]
                if cell.isContinuation { continue }
                if cell.style.attributes.contains(.underline) {
                    run += cell.grapheme
                } else if !run.isEmpty {
                    shown.append(run)
                    run = ""
                }
            }
            if !run.isEmpty { shown.append(run) }
        }
        #expect(shown.count >= names.count, "\(shown)")
        #expect(shown.allSatisfy { $0 == "Oak Hollow" }, "the whole match on every card: \(shown)")
    }
}

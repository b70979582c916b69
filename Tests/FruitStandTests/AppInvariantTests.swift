import DiffableTUI
import Testing
@testable import FruitStand

/// A seeded storm of keys, clicks and resizes (1x1 to 300x100) with the clock running between
/// them: nothing traps, and after every event the screen fits, the single-fruit edits agree
/// with a snapshot built from scratch, and the counts agree with the store.
@MainActor
struct AppInvariantTests {
    static let keys: [Key] = [
        .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .enter, .character(" "), .tab, .backTab,
        .character("a"), .character("d"), .delete, .character("s"), .character("+"), .character("-"),
        .character("w"), .character("r"), .character("/"), .character("f"), .character("u"), .backspace,
        .escape, .character("?"),
    ]

    @Test(arguments: [UInt64(1), 2, 3])
    func keyStorm(seed: UInt64) async {
        var random = SeededRandom(seed: seed)
        let app = await launchApp()
        var size = Size(width: 80, height: 24)
        for _ in 0..<300 {
            switch random.next(below: 20) {
            case 0:
                size = Size(width: random.next(in: 1...300), height: random.next(in: 1...100))
                app.resize(to: size)
            case 1:
                let point = Point(x: random.next(below: max(1, size.width)), y: random.next(below: max(1, size.height)))
                app.driver.send(.mouse(MouseEvent(kind: .press(button: 1), position: point)))
            case 2:
                let point = Point(x: random.next(below: max(1, size.width)), y: random.next(below: max(1, size.height)))
                app.driver.send(.mouse(MouseEvent(kind: random.chance(1, in: 2) ? .wheelUp : .wheelDown, position: point)))
            default:
                let key = random.element(of: Self.keys)
                // q would end the run; Esc quits only when nothing else takes it.
                if key == .escape, app.session.filter.isEmpty, !app.session.root.showsFilterBar,
                   !app.session.help.isPresented, !app.session.root.splitView.isShowingPrimaryWhenCollapsed { continue }
                app.press(key)
            }
            await app.pass(Double(random.next(in: 1...20)) / 60)
            check(app, size: size)
            if app.session.hasQuit { break }
        }
        #expect(!app.session.hasQuit)
    }

    private func check(_ app: HeadlessRun, size: Size) {
        let lines = app.lines
        #expect(lines.count == size.height)
        #expect(lines.allSatisfy { $0.terminalWidth <= size.width })
        let session = app.session
        guard !session.isLoading else { return }
        let expected = ContentController.snapshot(for: session.store.listing(for: session.query, filter: session.filter))
        let shown = session.content.dataSource.snapshot()
        #expect(shown.sectionIdentifiers == expected.sectionIdentifiers)
        #expect(shown.itemIdentifiers == expected.itemIdentifiers)
        #expect(session.counts == session.store.counts())
        let collectionView = session.content.collectionView
        if let focus = collectionView.focusedIndexPath {
            #expect(session.content.dataSource.itemIdentifier(for: focus) != nil, "the focused item exists")
        }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            #expect(session.content.dataSource.itemIdentifier(for: indexPath) != nil, "the selection is in bounds")
        }
        if session.hasLoaded {
            #expect(session.sidebar.dataSource.indexPath(for: .destination(session.query)) != nil, "the destination has its row")
        }
    }
}

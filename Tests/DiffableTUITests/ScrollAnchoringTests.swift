import Testing
@testable import DiffableTUI

/// Keeping the reader's place: rows inserted or deleted above the screen leave the rows on it
/// where they are (in every frame, not only at the end), and a list following its end stays
/// there as items are appended (issue 24, item 4).
@MainActor
@Suite struct ScrollAnchoringTests {
    private static func items(_ range: Range<Int>) -> [String] { range.map { "row \($0)" } }

    private func list(_ items: [String]) -> AnimatedList {
        AnimatedList([("Log", items)], size: Size(width: 20, height: 10), layout: listLayout(.plain, header: .none))
    }

    private func rows(_ list: AnimatedList) -> [String] {
        list.screen.lines().map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func rowsInsertedAboveTheScreenLeaveItAsItIs() {
        let list = list(Self.items(0..<100))
        list.collectionView.contentOffset = Point(x: 0, y: 40)
        let before = rows(list)
        let frames = list.animate(to: [("Log", Self.items(-5..<0) + Self.items(0..<100))])
        for frame in frames {
            #expect(frame.buffer.lines().map { $0.trimmingCharacters(in: .whitespaces) } == before)
        }
        #expect(list.collectionView.contentOffset.y == 50, "5 rows and their separators above")
    }

    @Test func rowsDeletedAboveTheScreenLeaveItAsItIs() {
        let list = list(Self.items(0..<100))
        list.collectionView.contentOffset = Point(x: 0, y: 40)
        let before = rows(list)
        let frames = list.animate(to: [("Log", Self.items(10..<100))])
        for frame in frames {
            #expect(frame.buffer.lines().map { $0.trimmingCharacters(in: .whitespaces) } == before)
        }
        #expect(list.collectionView.contentOffset.y == 20)
    }

    /// UIKit's behaviour on request: the offset stays and the rows move.
    @Test func withoutAnchoringTheOffsetStays() {
        let list = list(Self.items(0..<100))
        list.collectionView.maintainsVisibleContentPosition = false
        list.collectionView.contentOffset = Point(x: 0, y: 40)
        _ = list.animate(to: [("Log", Self.items(-5..<0) + Self.items(0..<100))])
        #expect(list.collectionView.contentOffset.y == 40)
        #expect(rows(list).first == "row 15")
    }

    /// As CSS: nothing is anchored at the very top, so rows inserted there show.
    @Test func atTheTopInsertedRowsShow() {
        let list = list(Self.items(0..<100))
        _ = list.animate(to: [("Log", Self.items(-2..<0) + Self.items(0..<100))])
        #expect(list.collectionView.contentOffset.y == 0)
        #expect(rows(list).first == "row -2")
    }

    /// The focused row is the one kept in place when it is on screen.
    @Test func theFocusedRowIsTheAnchor() {
        let list = list(Self.items(0..<100))
        list.collectionView.contentOffset = Point(x: 0, y: 40)
        _ = list.screen
        list.collectionView.focusedIndexPath = IndexPath(item: 23, section: 0)
        let line = rows(list).firstIndex(of: "row 23")
        _ = list.animate(to: [("Log", Self.items(-5..<0) + Self.items(0..<100))])
        #expect(rows(list).firstIndex(of: "row 23") == line)
    }

    @Test func aListFollowingItsEndStartsThereAndStaysThere() {
        let list = AnimatedList([("Log", [])], size: Size(width: 20, height: 10), layout: listLayout(.plain, header: .none))
        list.collectionView.defaultScrollAnchor = .bottom
        _ = list.animate(to: [("Log", Self.items(0..<50))])
        #expect(rows(list).last == "row 49")
        #expect(list.collectionView.isShowingEnd)
        // A stream of appends (and drops at the top, as a capped log) keeps the end in view.
        var first = 0, next = 50
        for _ in 0..<6 {
            first += 3
            next += 3
            list.dataSource.apply(AnimatedList.snapshot([("Log", Self.items(first..<next))]))
            _ = list.run(frames: 4)
        }
        _ = list.run(frames: .max)
        #expect(rows(list).last == "row \(next - 1)")
    }

    @Test func scrolledAwayFromTheEndTheRowsStayPut() {
        let list = AnimatedList([("Log", Self.items(0..<50))], size: Size(width: 20, height: 10), layout: listLayout(.plain, header: .none))
        list.collectionView.defaultScrollAnchor = .bottom
        _ = list.screen
        #expect(rows(list).last == "row 49")
        for _ in 0..<4 { list.driver.send(.mouse(MouseEvent(kind: .wheelUp, position: Point(x: 1, y: 1)))) }
        #expect(!list.collectionView.isShowingEnd)
        let before = rows(list)
        let frames = list.animate(to: [("Log", Self.items(3..<53))])
        for frame in frames {
            #expect(frame.buffer.lines().map { $0.trimmingCharacters(in: .whitespaces) } == before)
        }
        // Back at the end, it follows again.
        list.driver.send(.key(.end))
        list.collectionView.contentOffset = Point(x: 0, y: list.collectionView.contentSize.height)
        _ = list.screen
        _ = list.animate(to: [("Log", Self.items(3..<56))])
        #expect(rows(list).last == "row 55")
    }

    /// Issue 33 §9: made first responder by code before its first frame, a list that starts at
    /// its end focused item 0, off screen: Enter right after launch acted on a hidden row.
    @Test func becomingFirstResponderAtTheEndFocusesARowOnScreen() {
        let list = AnimatedList([("Log", Self.items(0..<50))], size: Size(width: 20, height: 10), layout: listLayout(.plain, header: .none))
        list.collectionView.defaultScrollAnchor = .bottom
        list.collectionView.becomeFirstResponder()
        let shown = rows(list)
        #expect(shown.last == "row 49")
        let focused = list.collectionView.focusedIndexPath.map { "row \($0.item)" }
        #expect(focused.map(shown.contains) == true, "focused \(String(describing: focused)), shown \(shown)")
        #expect(focused == shown.first { $0.hasPrefix("row") }, "the topmost row on screen")
    }
}

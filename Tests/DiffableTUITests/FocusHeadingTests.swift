import Testing
@testable import DiffableTUI

/// Each focus update tells the delegate which way a key moved it (`UIFocusHeading`), and
/// nothing when no key did: code and clicks.
@MainActor
@Suite struct FocusHeadingTests {
    /// A six-row list of `count` items, laid out, its delegate recording.
    private func list(count: Int) -> (Harness, ArrayDataSource, RecordingDelegate) {
        let harness = Harness(width: 20, height: 6, layout: listLayout(.sidebarPlain, header: .none))
        let source = ArrayDataSource([(0..<count).map { "item \($0)" }])
        let delegate = RecordingDelegate()
        harness.collectionView.dataSource = source
        harness.collectionView.delegate = delegate
        harness.frame()
        return (harness, source, delegate)
    }

    @Test func eachKeyGivesItsHeadingAndCodeAndClicksNone() {
        let (harness, source, delegate) = list(count: 20)
        harness.press(.down, .down, .up, .end, .pageUp, .pageDown, .home)
        #expect(delegate.headings == [.down, .down, .up, .last, .up, .down, .first])
        delegate.headings = []
        harness.collectionView.focusedIndexPath = IndexPath(item: 3, section: 0)
        harness.frame()
        harness.click(x: 5, y: 1)
        #expect(delegate.headings == [[], []])
        withExtendedLifetime(source) {}
    }

    /// ↑ with the focus scrolled out of sight lands on the last row on screen: still `.up`, so
    /// that a view following its end (a live log) can tell the reader went back.
    @Test func upFromAFocusOutOfSightIsStillUp() {
        let (harness, source, delegate) = list(count: 20)
        harness.press(.down)
        harness.collectionView.contentOffset = Point(x: 0, y: 14)
        harness.frame()
        delegate.headings = []
        harness.press(.up)
        #expect(delegate.headings == [.up])
        #expect(harness.collectionView.focusedIndexPath == IndexPath(item: 19, section: 0))
        withExtendedLifetime(source) {}
    }

    /// ↑ onto the last row on screen shows no rows below it: context goes on the side the key
    /// went (a live log's rows arriving below would otherwise scroll in after the key).
    @Test func upOntoTheLastRowOnScreenDoesNotScrollDown() {
        let (harness, source, _) = list(count: 30)
        harness.press(.down)
        harness.collectionView.contentOffset = Point(x: 0, y: 10)
        harness.frame()
        harness.press(.up)
        #expect(harness.collectionView.focusedIndexPath == IndexPath(item: 15, section: 0))
        #expect(harness.collectionView.contentOffset.y == 10)
        // ↓ from there does keep its context below.
        harness.press(.down)
        #expect(harness.collectionView.contentOffset.y > 10)
        withExtendedLifetime(source) {}
    }
}

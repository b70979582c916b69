import Testing
@testable import DiffableTUI

/// A collection view under the real frame pipeline (`HeadlessDriver`): keys draw frames that
/// write only what changed, and an idle collection view draws nothing.
@MainActor
@Suite struct RunLoopIntegrationTests {
    @Test func idleCollectionViewDrawsNoFrames() {
        let driver = HeadlessDriver(size: Size(width: 30, height: 8))
        let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 30, height: 8), collectionViewLayout: listLayout(.plain, header: .none))
        let source = CountingDataSource(count: 100)
        collectionView.dataSource = source
        driver.window.rootView = collectionView
        collectionView.becomeFirstResponder()
        driver.send(.key(.down), .key(.down))
        driver.displayIfNeeded()
        driver.recordsFrames = true
        let bytes = driver.backend.statistics.bytesWritten
        driver.advance(by: 1)
        #expect(driver.frames.isEmpty)
        #expect(driver.backend.statistics.bytesWritten == bytes)
        #expect(!driver.window.hasRunningAnimations)
        withExtendedLifetime(source) {}
    }

    @Test func aKeyRedrawsOnlyTheRowsThatChanged() {
        let driver = HeadlessDriver(size: Size(width: 30, height: 8))
        let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 30, height: 8), collectionViewLayout: listLayout(.sidebarPlain, header: .none))
        let source = CountingDataSource(count: 100)
        collectionView.dataSource = source
        driver.window.rootView = collectionView
        collectionView.becomeFirstResponder()
        driver.send(.key(.down))
        driver.displayIfNeeded()
        driver.recordsFrames = true
        driver.send(.key(.down))
        driver.displayIfNeeded()
        // One key, one frame: placing the cells during the frame asks for no second one.
        #expect(driver.frames.count == 1)
        // The focus bar moves from row 0 to row 1: two rows of 30 cells change.
        #expect(driver.backend.statistics.lastFrameCells <= 2 * 30)
        #expect(driver.screenLines[1] == " Row 1")
        withExtendedLifetime(source) {}
    }
}

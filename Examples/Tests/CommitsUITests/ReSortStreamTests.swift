import CommitsUI
import DiffableTUI
import DiffableTUITesting
import Testing

/// Sort keys pressed faster than a re-sort animates, on a table scrolled anywhere: each re-sort
/// interrupts the last one's rows mid-move. Two rows that every order since the table was last
/// at rest puts one way round are never drawn the other way round, in any frame.
@MainActor
struct ReSortStreamTests {
    @Test(arguments: 0..<12)
    func reSortsInterruptingEachOtherKeepEveryFrameInOrder(seed: Int) {
        let driver = HeadlessDriver(size: Size(width: 100, height: 24))
        let browser = CommitBrowser.launch(in: driver, source: GeneratedHistory(count: 300), name: "generated")
        defer { withExtendedLifetime(browser) {} }
        driver.advance(by: 1.0 / 60)
        for _ in 0..<(seed % 5) { driver.send(.key(.pageDown)) }
        driver.advance(by: 0.5)
        let dataSource = browser.collectionView.dataSource as! CollectionViewDiffableDataSource<String, Int>
        /// Each shown hash's place in the table's order now.
        func places() -> [Substring: Int] {
            Dictionary(uniqueKeysWithValues: dataSource.snapshot().itemIdentifiers.enumerated().map { (browser.commits[$1].hash.prefix(8), $0) })
        }
        // Eight sort keys, 1 to 7 frames apart.
        var random = UInt64(seed + 1) &* 0x9E37_79B9_7F4A_7C15
        var keys: [Int: Character] = [:]
        var frame = 0
        for _ in 0..<8 {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            keys[frame] = Character("\((random >> 33) % 4 + 1)")
            frame += Int((random >> 40) % 7) + 1
        }
        var sinceRest = [places()]
        for step in 0..<(frame + 60) {
            if let key = keys[step] { driver.send(.key(.character(key))) }
            driver.advance(by: 1.0 / 60)
            let now = places()
            if now != sinceRest.last { sinceRest.append(now) }
            let shown = driver.screenLines.compactMap { line in
                line.firstMatch(of: #/^\s([0-9a-f]{8})\s/#).map { $0.1 }
            }
            for (upper, above) in shown.enumerated() {
                for below in shown[(upper + 1)...] where sinceRest.allSatisfy({ $0[below]! < $0[above]! }) {
                    Issue.record("step \(step): \(above) is drawn above \(below), which comes first in every order since rest\n\(driver.screenText)")
                    return
                }
            }
            if !driver.window.hasRunningAnimations { sinceRest = [now] }
        }
    }
}

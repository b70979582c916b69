import CommitsUI
import DiffableTUI
import DiffableTUITesting
import Testing

/// Sort keys pressed faster than a re-sort animates, on a table scrolled anywhere: each re-sort
/// interrupts the last one's rows mid-move. Two rows that every order since the table was last
/// at rest puts one way round are never drawn the other way round, in any frame; and no frame
/// thins out to fewer than two fifths of the rows the screen shows at rest (a row whose place
/// among rows on their way is not known yet waits closed, but only until they have passed it).
@MainActor
struct ReSortStreamTests {
    @Test(arguments: 0..<40)
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
        var random = seed
        var keys: [Int: Character] = [:]
        var frame = 0
        for _ in 0..<8 {
            random = (random &* 1_103_515_245 &+ 12_345) & 0x7fff_ffff
            keys[frame] = Character("\(random % 4 + 1)")
            frame += random % 7 + 1
        }
        var sinceRest = [places()]
        let rowsAtRest = hashes(on: driver).count
        for step in 0..<(frame + 60) {
            if let key = keys[step] { driver.send(.key(.character(key))) }
            driver.advance(by: 1.0 / 60)
            let now = places()
            if now != sinceRest.last { sinceRest.append(now) }
            let shown = hashes(on: driver)
            if seed == 7 { print("TRACE step \(step) key \(keys[step].map(String.init) ?? "-") rows \(shown.count) anim \(driver.window.hasRunningAnimations)") }
            if shown.count * 5 < rowsAtRest * 2 {
                Issue.record("step \(step): \(shown.count) rows drawn, of \(rowsAtRest) at rest\n\(driver.screenText)")
                return
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

    /// The hashes down the screen, in order.
    private func hashes(on driver: HeadlessDriver) -> [Substring] {
        driver.screenLines.compactMap { line in line.firstMatch(of: #/^\s([0-9a-f]{8})\s/#).map { $0.1 } }
    }
}

import Testing
@testable import DiffableTUI
import TestSupport

/// Random applies (animated or not, reconfigures, reloads, reload-data resets) interrupted
/// at random frames, with the wheel scrolling now and then: every frame shows each item at
/// most once (exactly once when uncovered), every completion runs exactly once, and once the
/// clock runs out the screen is exactly the last snapshot's.
@MainActor
@Suite struct AnimationFuzzTests {
    static let pool = (0..<60).map { $0 < 10 ? "w0\($0)" : "w\($0)" }
    static let sectionNames = ["Alpha", "Beta", "Gamma", "Delta"]
    /// Applies per seed: five seeds make 1,000.
    static let steps = 200

    private static func randomSections(using generator: inout SeededGenerator) -> AnimatedList.Sections {
        let count = Int.random(in: 0...pool.count, using: &generator)
        let items = Array(pool.shuffled(using: &generator).prefix(count))
        let sections = sectionNames.shuffled(using: &generator).prefix(Int.random(in: 1...3, using: &generator))
        var cuts = (0..<sections.count - 1).map { _ in Int.random(in: 0...items.count, using: &generator) }.sorted()
        cuts = [0] + cuts + [items.count]
        return sections.enumerated().map { index, name in (name, Array(items[cuts[index]..<cuts[index + 1]])) }
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5])
    func randomAppliesEndOnTheLastSnapshot(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let depth: ColorDepth = seed % 2 == 0 ? .indexed256 : .ansi16
        let list = AnimatedList([("Alpha", [])], colorDepth: depth)
        var completions: [Int: Int] = [:]
        var current: AnimatedList.Sections = [("Alpha", [])]
        let labels = Set(Self.pool + Self.sectionNames)
        var frames = 0
        for step in 0..<Self.steps {
            let done = { completions[step, default: 0] += 1 }
            let roll = Int.random(in: 0..<20, using: &generator)
            var snapshot: DiffableDataSourceSnapshot<String, String>
            if roll < 3, !list.dataSource.snapshot().itemIdentifiers.isEmpty {
                snapshot = list.dataSource.snapshot()
                let some = snapshot.itemIdentifiers.shuffled(using: &generator).prefix(3)
                if roll == 0 { snapshot.reconfigureItems(Array(some)) } else { snapshot.reloadItems(Array(some)) }
                list.dataSource.apply(snapshot, completion: done)
            } else {
                current = Self.randomSections(using: &generator)
                snapshot = AnimatedList.snapshot(current)
                switch roll {
                case 3: list.dataSource.apply(snapshot, animatingDifferences: false, completion: done)
                case 4: list.dataSource.applySnapshotUsingReloadData(snapshot, completion: done)
                default: list.dataSource.apply(snapshot, completion: done)
                }
            }
            if Int.random(in: 0..<8, using: &generator) == 0 {
                let kind: MouseEvent.Kind = Bool.random(using: &generator) ? .wheelDown : .wheelUp
                list.driver.send(.mouse(MouseEvent(kind: kind, position: Point(x: 2, y: 2))))
            }
            for frame in [list.record()] + list.run(frames: Int.random(in: 0...20, using: &generator)) {
                let problems = frame.problems(labels: labels)
                #expect(problems.isEmpty, "seed \(seed) step \(step): \(problems)\n\(frame.buffer.lines().joined(separator: "\n"))")
                frames += 1
            }
        }
        list.driver.runUntilIdle()
        #expect(completions.count == Self.steps && completions.values.allSatisfy { $0 == 1 })
        #expect(frames > Self.steps * 5)
        let fresh = AnimatedList(current, colorDepth: depth)
        fresh.collectionView.contentOffset = list.collectionView.contentOffset
        fresh.driver.displayIfNeeded()
        #expect(list.screen == fresh.screen, "seed \(seed)")
        #expect(list.collectionView.transition == nil && !list.driver.window.hasRunningAnimations)
    }
}

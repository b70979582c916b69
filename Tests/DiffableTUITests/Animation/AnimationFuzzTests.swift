import Testing
@testable import DiffableTUI
import TestSupport

/// 1,000 random applies against a collection view — animated or not, reconfigures, reloads,
/// section-snapshot applies (outlines with random nesting and expansion, and expanding or
/// collapsing one item), `applySnapshotUsingReloadData` resets — interrupted at random frames,
/// with the wheel scrolling now and then, in a plain list, a sidebar outline and a grid of
/// cards with badges:
/// - every frame shows each item at most once (exactly once when uncovered);
/// - after every apply the data source's snapshot is the one applied, and each section's
///   outline shows exactly the section's items;
/// - every completion runs exactly once;
/// - whenever the clock runs out (at random points, and at the end), the screen is exactly
///   what a fresh collection view shows for the same snapshots without animation.
///
/// `FUZZ_SEED`, `FUZZ_APPLIES` and `FUZZ_LANES` change the run (`make fuzz` runs 10,000 over 8 seeds).
@MainActor
@Suite struct AnimationFuzzTests {
    static let pool = (0..<60).map { $0 < 10 ? "w0\($0)" : "w\($0)" }
    static let sectionNames = ["Alpha", "Beta", "Gamma", "Delta"]
    nonisolated static let settings = FuzzSettings(count: "FUZZ_APPLIES", default: 1_000, lanes: 5)

    /// The three collection views the lanes take turns with.
    enum Shape: Int, CaseIterable {
        case list, outline, cards

        @MainActor func makeList(_ sections: AnimatedList.Sections, colorDepth: ColorDepth) -> AnimatedList {
            switch self {
            case .list:
                return AnimatedList(sections, colorDepth: colorDepth)
            case .outline:
                var configuration = ListConfiguration(appearance: .sidebar)
                configuration.headerMode = .firstItemInSection
                return AnimatedList(sections, size: Size(width: 28, height: 14), layout: .list(using: configuration), colorDepth: colorDepth)
            case .cards:
                return AnimatedList(sections, size: Size(width: 40, height: 16), layout: badgeGridLayout(), colorDepth: colorDepth, cards: true)
            }
        }
    }

    private static func randomSections(using generator: inout SeededGenerator) -> AnimatedList.Sections {
        let count = Int.random(in: 0...pool.count, using: &generator)
        let items = Array(pool.shuffled(using: &generator).prefix(count))
        let sections = sectionNames.shuffled(using: &generator).prefix(Int.random(in: 1...3, using: &generator))
        var cuts = (0..<sections.count - 1).map { _ in Int.random(in: 0...items.count, using: &generator) }.sorted()
        cuts = [0] + cuts + [items.count]
        return sections.enumerated().map { index, name in (name, Array(items[cuts[index]..<cuts[index + 1]])) }
    }

    /// An outline of `items`: each item a root or the child of an earlier one, each parent
    /// expanded or not.
    private static func randomOutline(_ items: [String], using generator: inout SeededGenerator) -> DiffableDataSourceSectionSnapshot<String> {
        var outline = DiffableDataSourceSectionSnapshot<String>()
        var placed: [String] = []
        for item in items {
            if placed.isEmpty || Int.random(in: 0..<3, using: &generator) == 0 {
                outline.append([item])
            } else {
                outline.append([item], to: placed.randomElement(using: &generator))
            }
            placed.append(item)
        }
        outline.expand(placed.filter { _ in Bool.random(using: &generator) })
        return outline
    }

    /// One random apply; returns what it did.
    private static func randomApply(to list: AnimatedList, using generator: inout SeededGenerator, completion: @escaping () -> Void) -> String {
        let dataSource = list.dataSource!
        let shown = dataSource.snapshot()
        let roll = Int.random(in: 0..<20, using: &generator)
        if roll < 3, !shown.itemIdentifiers.isEmpty {
            var snapshot = shown
            let some = Array(snapshot.itemIdentifiers.shuffled(using: &generator).prefix(3))
            if roll == 0 { snapshot.reconfigureItems(some) } else { snapshot.reloadItems(some) }
            dataSource.apply(snapshot, completion: completion)
            return roll == 0 ? "reconfigure \(some)" : "reload \(some)"
        }
        if (5..<8).contains(roll), let section = shown.sectionIdentifiers.randomElement(using: &generator) {
            let animated = roll != 5
            var outline = dataSource.snapshot(for: section)
            let parents = outline.items.filter { !outline.snapshot(of: $0, includingParent: false).items.isEmpty }
            if roll == 7, let parent = parents.randomElement(using: &generator) {
                if outline.isExpanded(parent) { outline.collapse([parent]) } else { outline.expand([parent]) }
                dataSource.apply(outline, to: section, animatingDifferences: animated, completion: completion)
                return "toggle \(parent) in \(section)"
            }
            // Items of this section, or items no section shows.
            let others = Set(shown.itemIdentifiers).subtracting(shown.itemIdentifiers(inSection: section)).union(outline.items)
            let free = pool.filter { !others.contains($0) }.shuffled(using: &generator)
            let items = Array((outline.items + free).shuffled(using: &generator).prefix(Int.random(in: 0...12, using: &generator)))
            dataSource.apply(randomOutline(items, using: &generator), to: section, animatingDifferences: animated, completion: completion)
            return "outline of \(items.count) in \(section)\(animated ? "" : " (not animated)")"
        }
        let snapshot = AnimatedList.snapshot(randomSections(using: &generator))
        switch roll {
        case 3:
            dataSource.apply(snapshot, animatingDifferences: false, completion: completion)
            return "apply (not animated)"
        case 4:
            dataSource.applySnapshotUsingReloadData(snapshot, completion: completion)
            return "reload data"
        default:
            dataSource.apply(snapshot, completion: completion)
            return "apply"
        }
    }

    @Test(arguments: settings.seeds)
    func randomAppliesEndOnTheLastSnapshot(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let depth: ColorDepth = seed % 2 == 0 ? .indexed256 : .ansi16
        let shape = Shape.allCases[Int(seed % 3)]
        let list = shape.makeList([("Alpha", [])], colorDepth: depth)
        var completions: [Int: Int] = [:]
        let labels = Set(Self.pool + Self.sectionNames)
        var frames = 0, comparisons = 0
        let steps = Self.settings.perLane
        for step in 0..<steps {
            let applied = Self.randomApply(to: list, using: &generator) { completions[step, default: 0] += 1 }
            let context = "seed \(seed) (\(shape)) step \(step) (\(applied))"
            #expect(Self.outlineProblems(list).isEmpty, "\(context): \(Self.outlineProblems(list))")
            if Int.random(in: 0..<8, using: &generator) == 0 {
                let kind: MouseEvent.Kind = Bool.random(using: &generator) ? .wheelDown : .wheelUp
                list.driver.send(.mouse(MouseEvent(kind: kind, position: Point(x: 2, y: 2))))
            }
            for frame in [list.record()] + list.run(frames: Int.random(in: 0...20, using: &generator)) {
                let problems = frame.problems(labels: labels)
                #expect(problems.isEmpty, "\(context): \(problems)\n\(frame.buffer.lines().joined(separator: "\n"))")
                frames += 1
            }
            // Now and then the clock runs out: the screen must be the last snapshot's.
            if Int.random(in: 0..<10, using: &generator) == 0 || step == steps - 1 {
                list.driver.runUntilIdle()
                let fresh = Self.freshList(like: list, shape: shape, colorDepth: depth)
                let replay = Self.settings.replay(seed: seed, index: step, variable: "FUZZ_APPLIES", filter: "AnimationFuzzTests")
                let (shown, expected) = (list.screen, fresh.screen)
                let isTheLastSnapshot = shown == expected
                #expect(isTheLastSnapshot, "\(context): not the last snapshot; \(Self.firstDifference(shown, expected))\n\(shown.lines().joined(separator: "\n"))\nfresh:\n\(expected.lines().joined(separator: "\n"))\n\(replay)")
                #expect(list.collectionView.transition == nil && !list.driver.window.hasRunningAnimations)
                comparisons += 1
            }
        }
        list.driver.runUntilIdle()
        #expect(completions.count == steps && completions.values.allSatisfy { $0 == 1 }, "seed \(seed): completions \(completions.filter { $0.value != 1 })")
        #expect(frames > steps * 5)
        #expect(comparisons > steps / 20)
        FuzzReport.record("snapshots", seed: seed, count: steps, unit: "snapshot applies")
    }

    private static func firstDifference(_ shown: Buffer, _ expected: Buffer) -> String {
        for y in 0..<shown.size.height {
            for x in 0..<shown.size.width where shown[x, y] != expected[x, y] {
                return "first difference at (\(x), \(y)): \(shown[x, y]) instead of \(expected[x, y])"
            }
        }
        return "same cells"
    }

    /// Each section's outline shows exactly the section's items.
    private static func outlineProblems(_ list: AnimatedList) -> [String] {
        let shown = list.dataSource.snapshot()
        return shown.sectionIdentifiers.compactMap { section in
            let visible = list.dataSource.snapshot(for: section).visibleItems
            return visible == shown.itemIdentifiers(inSection: section) ? nil : "\(section) shows \(shown.itemIdentifiers(inSection: section)), its outline \(visible)"
        }
    }

    /// A new list of the same shape given `list`'s snapshot and outlines without animation,
    /// scrolled to the same place.
    private static func freshList(like list: AnimatedList, shape: Shape, colorDepth: ColorDepth) -> AnimatedList {
        let fresh = shape.makeList([], colorDepth: colorDepth)
        let snapshot = list.dataSource.snapshot()
        fresh.dataSource.apply(snapshot, animatingDifferences: false)
        for section in snapshot.sectionIdentifiers where list.dataSource.sectionSnapshots[section] != nil {
            fresh.dataSource.apply(list.dataSource.snapshot(for: section), to: section, animatingDifferences: false)
        }
        fresh.collectionView.contentOffset = list.collectionView.contentOffset
        fresh.driver.displayIfNeeded()
        return fresh
    }
}

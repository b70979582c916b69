import SnapshotTesting
import Testing
@testable import DiffableTUI
import TestSupport

/// Frame-by-frame golden screens of animated applies (0.3 s, ease-in-out, 60 fps on the
/// manual clock). Each animation starts on exactly the old screen, ends on exactly the screen
/// an un-animated apply draws, and in between shows every item at most once, and exactly
/// once when nothing is drawn over it; in lists nothing is ever covered.
@MainActor
@Suite struct TransitionGoldenTests {
    static let fruit = ["Apple", "Banana", "Cherry", "Date"]

    /// Checks the frames of an animation from `list`'s old screen to `sections`, then
    /// compares them with the golden file.
    private func check(_ frames: [RecordedFrame], before: Buffer, after sections: AnimatedList.Sections, of list: AnimatedList,
                       labels: Set<String>, frameCount: Int? = 19, makeFresh: (AnimatedList.Sections) -> AnimatedList,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let after = makeFresh(sections).screen
        #expect(frames.first?.buffer == before, "the first frame is the old screen", sourceLocation: sourceLocation)
        #expect(frames.last?.buffer == after, "the last frame is the new screen", sourceLocation: sourceLocation)
        #expect(list.screen == after, sourceLocation: sourceLocation)
        if let frameCount { #expect(frames.count == frameCount, sourceLocation: sourceLocation) }
        for (index, frame) in frames.enumerated() {
            let problems = frame.problems(labels: labels)
            #expect(problems.isEmpty, "frame \(index): \(problems)", sourceLocation: sourceLocation)
        }
        #expect(!list.driver.window.hasRunningAnimations && list.collectionView.transition == nil, sourceLocation: sourceLocation)
    }

    /// Animates a list made by `make` from `start` to `end` and checks the frames (`check`);
    /// `labels` defaults to every label of both.
    private func animate(from start: AnimatedList.Sections, to end: AnimatedList.Sections, labels: Set<String>? = nil,
                         sourceLocation: SourceLocation = #_sourceLocation,
                         make: (AnimatedList.Sections) -> AnimatedList = { AnimatedList($0) }) -> [RecordedFrame] {
        let list = make(start)
        let before = list.screen
        let frames = list.animate(to: end)
        check(frames, before: before, after: end, of: list, labels: labels ?? Self.labels(start, end), makeFresh: make,
              sourceLocation: sourceLocation)
        return frames
    }

    /// In a list every row makes way for the others: each of `labels` is on screen exactly
    /// once in every frame, none ever covered.
    private func expectEachOnceInEveryFrame(_ frames: [RecordedFrame], _ labels: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, frame) in frames.enumerated() {
            let counts = frame.wordCounts()
            let wrong = labels.filter { counts[Substring($0)] != 1 }
            #expect(wrong.isEmpty, "frame \(index): \(wrong) not shown exactly once", sourceLocation: sourceLocation)
        }
    }

    private static func labels(_ sections: AnimatedList.Sections...) -> Set<String> {
        Set(sections.flatMap { $0.flatMap { [$0.0] + $0.1 } })
    }

    @Test func oneInsertInTheMiddle() {
        let start = [("Fruit", Self.fruit)]
        let end = [("Fruit", ["Apple", "Banana", "Kiwi", "Cherry", "Date"])]
        let frames = animate(from: start, to: end)
        expectEachOnceInEveryFrame(frames, Self.fruit)
        assertSnapshot(of: RecordedFrame.golden(frames), as: .lines)
    }

    @Test func oneDelete() {
        let start = [("Fruit", Self.fruit)]
        let end = [("Fruit", ["Apple", "Cherry", "Date"])]
        let frames = animate(from: start, to: end)
        expectEachOnceInEveryFrame(frames, ["Apple", "Cherry", "Date"])
        assertSnapshot(of: RecordedFrame.golden(frames), as: .lines)
    }

    @Test func moveOfTheFirstItemToTheEnd() {
        let start = [("Fruit", Self.fruit)]
        let end = [("Fruit", ["Banana", "Cherry", "Date", "Apple"])]
        let frames = animate(from: start, to: end)
        expectEachOnceInEveryFrame(frames, Self.fruit)
        assertSnapshot(of: RecordedFrame.golden(frames), as: .lines)
    }

    @Test func shuffleOfTen() {
        let names = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta", "Eta", "Theta", "Iota", "Kappa"]
        var generator = SeededGenerator(seed: 10)
        let shuffled = names.shuffled(using: &generator)
        #expect(zip(names, shuffled).filter { $0 != $1 }.count >= 8)
        let start = [("Greek", names)], end = [("Greek", shuffled)]
        let frames = animate(from: start, to: end) { AnimatedList($0, layout: listLayout(.sidebarPlain)) }
        expectEachOnceInEveryFrame(frames, names)
        assertSnapshot(of: RecordedFrame.golden(frames), as: .lines)
    }

    /// Every pair of rows crosses: the journeys are staggered, so the rows ripple past each
    /// other instead of flipping all at once.
    @Test func reverseOfTen() {
        let names = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta", "Eta", "Theta", "Iota", "Kappa"]
        let start = [("Greek", names)], end = [("Greek", Array(names.reversed()))]
        let frames = animate(from: start, to: end) { AnimatedList($0, layout: listLayout(.sidebarPlain)) }
        expectEachOnceInEveryFrame(frames, names)
        let distinct = frames.map(\.buffer).reduce(into: [Buffer]()) { if $0.last != $1 { $0.append($1) } }
        #expect(distinct.count >= 8, "the order changes over many frames, not in one")
        assertSnapshot(of: RecordedFrame.golden(frames), as: .lines)
    }

    @Test func sectionInsert() {
        let start = [("Fruit", ["Apple", "Banana"]), ("Nuts", ["Almond", "Pecan"])]
        let end = [("Fruit", ["Apple", "Banana"]), ("Veg", ["Carrot", "Leek"]), ("Nuts", ["Almond", "Pecan"])]
        let size = Size(width: 24, height: 14)
        let frames = animate(from: start, to: end) { AnimatedList($0, size: size) }
        expectEachOnceInEveryFrame(frames, ["Fruit", "Apple", "Banana", "Nuts", "Almond", "Pecan"])
        assertSnapshot(of: RecordedFrame.golden(frames), as: .lines)
    }

    /// A second apply at 50% starts from the screen as it is: the frame after it equals the
    /// frame before it, and the interrupted completion runs at once, the second at the end.
    @Test func interruptedAtHalfway() {
        let start = [("Fruit", ["Apple", "Banana", "Cherry", "Date", "Elder"])]
        let middle = [("Fruit", ["Cherry", "Apple", "Fig", "Date", "Elder"])]
        let end = [("Fruit", ["Elder", "Date", "Fig", "Apple", "Cherry"])]
        let list = AnimatedList(start)
        let before = list.screen
        var completions: [String] = []
        var frames = [list.record()]
        list.dataSource.apply(AnimatedList.snapshot(middle)) { completions.append("first") }
        frames.append(list.record())
        frames += list.run(frames: 9)
        let halfway = list.screen
        list.dataSource.apply(AnimatedList.snapshot(end)) { completions.append("second") }
        #expect(completions == ["first"])
        #expect(list.screen == halfway, "nothing snaps back")
        frames += list.run(frames: .max)
        #expect(completions == ["first", "second"])
        #expect(frames.dropFirst().first?.buffer == before)
        check(Array(frames.dropFirst()), before: before, after: end, of: list, labels: Self.labels(start, middle, end), frameCount: nil) { AnimatedList($0) }
        assertSnapshot(of: RecordedFrame.golden(Array(frames.dropFirst())), as: .lines)
    }

    /// Cards travel in two dimensions to make room, badges with them.
    @Test func gridInsert() {
        let start = [("Apples", ["Gala", "Fuji", "Navel", "Blood"])]
        let end = [("Apples", ["Gala", "Pink", "Fuji", "Navel", "Blood"])]
        let size = Size(width: 40, height: 19)
        let frames = animate(from: start, to: end, labels: Self.labels(end).subtracting(["Apples"])) {
            AnimatedList($0, size: size, layout: badgeGridLayout(), cards: true)
        }
        // Fuji's card leaves row 1 for row 2 diagonally: somewhere between, it is in neither column.
        let fujiColumns = frames.compactMap { frame in frame.drawn.first { RecordedFrame.label(of: $0.view) == "Fuji" }?.frame.minX }
        #expect(Set(fujiColumns).count > 2)
        assertSnapshot(of: RecordedFrame.golden(frames), as: .lines)
    }
}

#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import DiffableTUI

/// What the row animator promises beyond the golden screens: completions, cuts, reduced
/// motion, reconfigure and reload, keys and scrolling mid-flight, resizing, idleness.
@MainActor
@Suite struct RowAnimatorTests {
    static let fruit = [("Fruit", ["Apple", "Banana", "Cherry", "Date"])]

    @Test func completionRunsOnceWhenTheLastFrameIsReached() {
        let list = AnimatedList(Self.fruit)
        var completions = 0
        list.dataSource.apply(AnimatedList.snapshot([("Fruit", ["Date", "Cherry", "Banana", "Apple"])])) { completions += 1 }
        let frames = list.run(frames: 17)
        #expect(frames.count == 17 && completions == 0 && list.driver.window.hasRunningAnimations)
        _ = list.run(frames: 1)
        #expect(completions == 1)
        #expect(!list.driver.window.hasRunningAnimations)
        list.driver.advance(by: 1)
        #expect(completions == 1)
    }

    @Test func animatingDifferencesFalseCutsAtOnce() {
        let list = AnimatedList(Self.fruit)
        var completions = 0
        let end = [("Fruit", ["Date", "Kiwi", "Apple"])]
        list.dataSource.apply(AnimatedList.snapshot(end), animatingDifferences: false) { completions += 1 }
        #expect(completions == 1)
        #expect(!list.driver.window.hasRunningAnimations && list.collectionView.transition == nil)
        #expect(list.screen == AnimatedList(end).screen)
    }

    @Test func reducedMotionTurnsEveryTransitionIntoACut() {
        let list = AnimatedList(Self.fruit)
        View.setAnimationsEnabled(false)
        defer { View.setAnimationsEnabled(true) }
        var completions = 0
        let end = [("Fruit", ["Date", "Kiwi", "Apple"])]
        list.dataSource.apply(AnimatedList.snapshot(end)) { completions += 1 }
        #expect(completions == 1)
        #expect(!list.driver.window.hasRunningAnimations)
        #expect(list.screen == AnimatedList(end).screen)
    }

    @Test(arguments: [("1", true), ("true", true), (" YES ", true), ("on", true), ("0", false), ("", false), ("no", false), ("off", false), ("2", false)])
    func reducedMotionEnvironmentValues(value: String, reduces: Bool) {
        #expect(ReducedMotion.isAffirmative(value) == reduces)
    }

    /// In a fresh process, `DIFFABLETUI_REDUCE_MOTION=1` starts with animations off.
    @Test func reducedMotionEnvironmentVariableTurnsAnimationsOff() async {
        await #expect(processExitsWith: .success) {
            setenv(ReducedMotion.environmentVariable, "1", 1)
            let enabled = await MainActor.run { View.areAnimationsEnabled }
            exit(enabled ? 1 : 0)
        }
        await #expect(processExitsWith: .success) {
            unsetenv(ReducedMotion.environmentVariable)
            let enabled = await MainActor.run { View.areAnimationsEnabled }
            exit(enabled ? 0 : 1)
        }
    }

    @Test func applySnapshotUsingReloadDataCancelsTheAnimationAtOnce() {
        let list = AnimatedList(Self.fruit)
        var completions = 0
        list.dataSource.apply(AnimatedList.snapshot([("Fruit", ["Date", "Cherry", "Banana", "Apple"])])) { completions += 1 }
        _ = list.run(frames: 5)
        let end = [("Fruit", ["Kiwi", "Lime"])]
        list.dataSource.applySnapshotUsingReloadData(AnimatedList.snapshot(end))
        #expect(completions == 1)
        #expect(list.collectionView.transition == nil)
        #expect(!list.driver.window.hasRunningAnimations, "no frame timer is left running")
        #expect(list.screen == AnimatedList(end).screen)
    }

    @Test func reconfigureKeepsTheCellAndDoesNotAnimate() {
        let list = AnimatedList(Self.fruit)
        let cell = list.cell("Banana")!
        let configurations = cell.configurations
        list.titles["Banana"] = "Plantain"
        var snapshot = list.dataSource.snapshot()
        snapshot.reconfigureItems(["Banana"])
        var completions = 0
        list.dataSource.apply(snapshot) { completions += 1 }
        #expect(completions == 1)
        #expect(!list.driver.window.hasRunningAnimations)
        #expect(list.cell("Banana") === cell && cell.configurations == configurations + 1 && cell.resets == 0)
        #expect(list.screen.lines()[3] == "  Plantain")
    }

    /// A reload shows the old content fading out, then the new one fading in, in a new cell.
    @Test func reloadCrossFadesOldContentToNew() {
        let list = AnimatedList(Self.fruit)
        let old = list.cell("Banana")!
        list.titles["Banana"] = "Plantain"
        var snapshot = list.dataSource.snapshot()
        snapshot.reloadItems(["Banana"])
        let frames = list.animate { list.dataSource.apply(snapshot) }
        let rows = frames.map { $0.buffer.lines()[3] }
        #expect(rows.first == "  Banana" && rows.last == "  Plantain")
        #expect(rows.firstIndex(of: "  Plantain")! > rows.lastIndex(of: "  Banana")!)
        // Mid-fade the text is neither invisible nor at full colour.
        let finalColor = frames.last!.buffer[2, 3].style.foreground
        let fading = frames.dropFirst().dropLast().map { $0.buffer[2, 3].style.foreground }
        #expect(fading.contains { $0 != finalColor && $0 != frames.first!.buffer[2, 3].style.foreground })
        #expect(list.cell("Banana") !== old && old.resets == 1)
    }

    /// Keys act at once on the new state: the focus goes where the items are going.
    @Test func navigationDuringAnAnimationUsesTheNewOrder() {
        let list = AnimatedList(Self.fruit)
        list.collectionView.becomeFirstResponder()
        list.collectionView.focusedIndexPath = list.dataSource.indexPath(for: "Banana")
        list.driver.displayIfNeeded()
        list.dataSource.apply(AnimatedList.snapshot([("Fruit", ["Cherry", "Apple", "Date", "Banana"])]))
        _ = list.run(frames: 3)
        list.driver.send(.key(.up))
        #expect(list.collectionView.focusedIndexPath.flatMap(list.dataSource.itemIdentifier(for:)) == "Date")
        #expect(list.driver.window.hasRunningAnimations)
        let frames = list.run(frames: .max)
        #expect(frames.allSatisfy { $0.problems(labels: ["Apple", "Banana", "Cherry", "Date"]).isEmpty })
        // The focus bar (xterm 25) ends on Date's row.
        #expect(list.screen[2, 5].style.background == .indexed(25))
    }

    /// A click on a row that is fading out selects nothing: its item is gone.
    @Test func aRowFadingOutIsNotClickable() {
        let list = AnimatedList(Self.fruit)
        list.dataSource.apply(AnimatedList.snapshot([("Fruit", ["Apple", "Cherry", "Date"])]))
        _ = list.run(frames: 2)
        #expect(list.screen.lines()[3] == "  Banana")
        let point = Point(x: 4, y: 3)
        list.driver.send(.mouse(MouseEvent(kind: .press(button: 1), position: point)), .mouse(MouseEvent(kind: .release(button: 1), position: point)))
        #expect(list.collectionView.indexPathsForSelectedItems == [])
    }

    @Test func idleAfterTheAnimationWritesNothing() {
        let list = AnimatedList(Self.fruit)
        let frames = list.animate(to: [("Fruit", ["Banana", "Apple", "Cherry", "Date"])])
        #expect(frames.count == 19, "0.3 s at 60 frames a second, plus the first")
        list.driver.recordsFrames = true
        let bytes = list.driver.backend.statistics.bytesWritten
        let presented = list.driver.backend.statistics.framesPresented
        list.driver.advance(by: 2)
        #expect(list.driver.frames.isEmpty)
        #expect(list.driver.backend.statistics.bytesWritten == bytes)
        #expect(list.driver.backend.statistics.framesPresented == presented)
    }

    /// A frame is drawn only when something on screen changed: two rows trading places in a
    /// list (no fades) change the screen in a handful of the 18 steps of 0.3 s.
    @Test func stepsThatChangeNothingDrawNoFrame() {
        let list = AnimatedList([("Fruit", ["Apple", "Banana", "Cherry"])], layout: listLayout(.sidebarPlain))
        let presented = list.driver.backend.statistics.framesPresented
        let frames = list.animate(to: [("Fruit", ["Banana", "Apple", "Cherry"])])
        #expect(frames.count == 19)
        let drawn = list.driver.backend.statistics.framesPresented - presented
        #expect(drawn < 6, "\(drawn) frames drawn for one swap")
        #expect(drawn >= 2, "the swap is seen")
    }

    @Test func durationAndCurveAreSetPerDataSource() {
        let list = AnimatedList([("Fruit", ["Apple", "Banana", "Cherry", "Date", "Elder"])], layout: listLayout(.sidebarPlain))
        list.dataSource.animationDuration = 0.5
        list.dataSource.animationCurve = .linear
        let frames = list.animate(to: [("Fruit", ["Banana", "Cherry", "Date", "Elder", "Apple"])])
        #expect(frames.count == 31)
        // Linear: Apple, travelling from row 1 to row 5, is on row 3 at 0.25 s.
        #expect(frames[15].buffer.lines()[3] == " Apple")
        list.dataSource.animationDuration = 0
        var completions = 0
        list.dataSource.apply(AnimatedList.snapshot([("Fruit", ["Apple"])])) { completions += 1 }
        #expect(completions == 1 && !list.driver.window.hasRunningAnimations)
    }

    /// A terminal too slow for animation frames: the transition playing cuts to its end state,
    /// and updates cut instead of animating for as long as the host said; then they animate
    /// again.
    @Test func aSlowTerminalCutsTransitions() {
        let list = AnimatedList(Self.fruit)
        var completions = 0
        let end = [("Fruit", ["Date", "Kiwi", "Apple", "Banana"])]
        list.dataSource.apply(AnimatedList.snapshot(end)) { completions += 1 }
        _ = list.run(frames: 4)
        list.driver.window.cutTransitions(for: 3)
        #expect(completions == 1 && !list.driver.window.hasRunningAnimations && list.collectionView.transition == nil)
        list.driver.advance(by: 0)
        #expect(list.screen == AnimatedList(end).screen)
        list.dataSource.apply(AnimatedList.snapshot(Self.fruit)) { completions += 1 }
        #expect(completions == 2 && !list.driver.window.hasRunningAnimations, "an update cuts while the terminal is slow")
        list.driver.advance(by: 3)
        list.dataSource.apply(AnimatedList.snapshot(end)) { completions += 1 }
        #expect(completions == 2 && list.driver.window.hasRunningAnimations, "it animates again once the hold is over")
    }

    /// A resize mid-flight cuts to the end state, laid out for the new size.
    @Test func resizeCutsTheTransitionToItsEnd() {
        let list = AnimatedList(Self.fruit)
        var completions = 0
        let end = [("Fruit", ["Date", "Kiwi", "Apple", "Banana"])]
        list.dataSource.apply(AnimatedList.snapshot(end)) { completions += 1 }
        _ = list.run(frames: 6)
        list.driver.send(.resize(Size(width: 30, height: 9)))
        #expect(completions == 1)
        #expect(list.collectionView.transition == nil)
        list.driver.advance(by: 0.5)
        #expect(list.screen == AnimatedList(end, size: Size(width: 30, height: 9)).screen)
    }

    /// A completion that applies again starts a second animation, which plays and ends.
    @Test func anApplyFromACompletionAnimatesToo() {
        let list = AnimatedList(Self.fruit)
        var events: [String] = []
        let end = [("Fruit", ["Cherry", "Date"])]
        list.dataSource.apply(AnimatedList.snapshot([("Fruit", ["Date", "Cherry", "Banana", "Apple"])])) {
            events.append("first")
            list.dataSource.apply(AnimatedList.snapshot(end)) { events.append("second") }
        }
        let frames = list.run(frames: .max)
        #expect(events == ["first", "second"])
        #expect(frames.count == 36)
        #expect(list.screen == AnimatedList(end).screen)
    }

    @Test func aCollectionViewWithoutAFrameSourceCuts() {
        let harness = Harness(width: 20, height: 6, layout: listLayout(.plain, header: .none))
        let dataSource = harness.textDataSource(sections: String.self)
        dataSource.apply(AnimatedList.snapshot([("s", ["a", "b"])]), animatingDifferences: false)
        harness.frame()
        var completions = 0
        dataSource.apply(AnimatedList.snapshot([("s", ["b", "a"])])) { completions += 1 }
        #expect(completions == 1, "the window has no host to run frames")
        #expect(harness.window.hasRunningAnimations == false)
    }

    /// Regression (found by the snapshot fuzzer, seed 3): a row inserted where another row
    /// is about to leave is placed there at once (hidden until it fades in). Deleted before
    /// either moved, both faded out from the same place and their texts mixed ("Newelgeuse").
    /// The one drawn on top now clears its row.
    @Test(arguments: [0, 1, 4])
    func rowsLeavingFromOnePlaceNeverMix(framesBeforeTheDelete: Int) {
        let list = AnimatedList([("A", ["Gone", "Betelgeuse", "End"])], size: Size(width: 24, height: 8), colorDepth: .ansi16)
        list.dataSource.apply(AnimatedList.snapshot([("A", ["Betelgeuse", "New", "End"])]))
        _ = list.run(frames: framesBeforeTheDelete)
        let frames = list.animate(to: [("A", ["End"])])
        let labels: Set = ["Gone", "Betelgeuse", "New", "End", "A"]
        for (index, frame) in frames.enumerated() {
            let problems = frame.problems(labels: labels)
            #expect(problems.isEmpty, "frame \(index): \(problems)\n\(frame.buffer.lines().joined(separator: "\n"))")
        }
    }
}

@testable import DiffableTUI
import TestSupport
@testable import FruitStand

/// A few random applies of random titles to a `TitleBoard` of random shape and size (down to a
/// column or two, where every title is cut next to its `…`), animated or not, interrupted at
/// random frames, with wheel turns and resizes between; every frame is checked.
@MainActor
struct TitleBoardRun {
    var generator: SeededGenerator
    private(set) var titles = 0
    private(set) var frames = 0
    private(set) var log: [String] = []

    /// Runs the applies; returns the problems of the first frame that had any.
    mutating func run(nextItem: inout Int) -> [String] {
        let shape = TitleBoard.Shape.allCases.randomElement(using: &generator)!
        var size = randomSize()
        let depth = InventoryScreenRun.depths.randomElement(using: &generator)!
        let board = TitleBoard(shape: shape, size: size, colorDepth: depth)
        log = ["\(shape) \(size.width)x\(size.height) \(depth)"]
        for _ in 0..<Int.random(in: 2...7, using: &generator) {
            let change = board.randomChange(nextItem: &nextItem, using: &generator)
            titles += change.titles
            let animated = Int.random(in: 0..<5, using: &generator) > 0
            board.dataSource.apply(change.snapshot, animatingDifferences: animated)
            log.append("apply \(change.summary)\(animated ? "" : " (not animated)")")
            var problems = check(board)
            for _ in 0..<Int.random(in: 0...20, using: &generator) where problems.isEmpty && board.driver.window.hasRunningAnimations {
                board.driver.advance(by: 1.0 / 60)
                problems = check(board)
            }
            switch Int.random(in: 0..<8, using: &generator) {
            case 0:
                size = randomSize()
                board.driver.send(.resize(size))
                log.append("resize \(size.width)x\(size.height)")
            case 1:
                let down = Bool.random(using: &generator)
                board.driver.send(.mouse(MouseEvent(kind: down ? .wheelDown : .wheelUp, position: Point(x: 0, y: 0))))
                log.append("wheel \(down ? "down" : "up")")
            default:
                break
            }
            if problems.isEmpty { problems = check(board) }
            guard problems.isEmpty else { return problems + [board.driver.screenText] }
        }
        var steps = 0
        while board.driver.window.hasRunningAnimations, steps < 600 {
            board.driver.advance(by: 1.0 / 60)
            steps += 1
            let problems = check(board)
            if !problems.isEmpty { return problems + [board.driver.screenText] }
        }
        return []
    }

    /// Mostly narrow: a title is cut more often than not.
    private mutating func randomSize() -> Size {
        let width = [Int.random(in: 1...8, using: &generator), Int.random(in: 9...30, using: &generator),
                     Int.random(in: 31...90, using: &generator)].randomElement(using: &generator)!
        return Size(width: width, height: Int.random(in: 1...24, using: &generator))
    }

    /// The problems of the board's current frame.
    private mutating func check(_ board: TitleBoard) -> [String] {
        board.driver.displayIfNeeded()
        frames += 1
        let screen = board.driver.backend.screen
        guard let trace = board.driver.window.renderTrace else { return ["no render trace"] }
        let rows = ScreenInvariants.rowProblems(screen)
        return rows + (rows.isEmpty ? [] : ScreenInvariants.rowDumps(screen))
            + ScreenInvariants.problems(in: board.collectionView, named: "\(board.shape)", trace: trace) {
                board.dataSource.itemIdentifier(for: $0).map(AnyHashable.init)
            }
            + CardBorders.problems(trace: trace, screen: screen)
            + TerminalBytes.problems(screen, colorDepth: board.driver.window.colorDepth, encoding: frames % 8 == 1)
    }
}

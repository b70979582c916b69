import BoardUI
import DiffableTUITesting
import Testing

@MainActor
struct BoardTests {
    private func launch(width: Int = 80, height: Int = 24) -> (HeadlessDriver, Board) {
        let driver = HeadlessDriver(size: Size(width: width, height: height))
        let board = Board.launch(in: driver)
        driver.displayIfNeeded()
        return (driver, board)
    }

    private func cell(of id: Int, in board: Board) -> CollectionViewCell? {
        board.indexPath(of: id).flatMap { board.collectionView.cellForItem(at: $0) }
    }

    @Test func showsOneSectionPerLane() {
        let (driver, board) = launch()
        assertSnapshot(of: driver, as: .screen)
        #expect(board.focusedCard == 1)
    }

    @Test func greaterThanMovesTheCardToTheNextLaneAnimatedAndTheFocusFollows() {
        let (driver, board) = launch()
        let start = driver.screen.firstPosition(of: "Write the README")!
        driver.recordsFrames = true
        driver.type(">")
        driver.runUntilIdle()
        let end = driver.screen.firstPosition(of: "Write the README")!
        #expect(board.lane(of: 1) == .doing)
        #expect(board.focusedCard == 1)
        #expect(end.y > start.y)
        // It slid: some frame shows it between where it was and where it went.
        #expect(driver.frames.contains { frame in
            frame.firstPosition(of: "Write the README").map { $0.y > start.y && $0.y < end.y } ?? false
        })
        assertSnapshot(of: driver, as: .screenText)
        driver.type(">>")
        driver.runUntilIdle()
        #expect(board.lane(of: 1) == .done)    // no lane after Done: stays
        driver.type("<")
        driver.runUntilIdle()
        #expect(board.lane(of: 1) == .doing)
    }

    @Test func lessThanInTheFirstLaneDoesNothing() {
        let (driver, board) = launch()
        let before = driver.screenText
        driver.type("<")
        driver.runUntilIdle()
        #expect(board.lane(of: 1) == .todo)
        #expect(driver.screenText == before)
    }

    @Test func changingTheKindReloadsTheCardIntoAnotherCell() throws {
        let (driver, board) = launch()
        let before = try #require(cell(of: 1, in: board))
        driver.type("b")
        driver.runUntilIdle()
        let after = try #require(cell(of: 1, in: board))
        #expect(after !== before)
        #expect(String(describing: type(of: after)) == "BugCardCell")
        #expect(driver.screen.contains("#1 ✱ bug"))
    }

    @Test func editingTheTitleReconfiguresTheSameCell() throws {
        let (driver, board) = launch()
        let before = try #require(cell(of: 1, in: board))
        driver.type("e")
        driver.press(.backspace, times: 6)
        driver.type("docs")
        driver.press(.enter)
        driver.runUntilIdle()
        #expect(board.cards[1]?.title == "Write the docs")
        #expect(cell(of: 1, in: board) === before)
        #expect(driver.screen.contains("Write the docs"))
    }

    @Test func escapeCancelsAnEditAndQIsTextWhileEditing() {
        let (driver, board) = launch()
        driver.type("eq")
        #expect(driver.exitCode == nil)
        driver.press(.escape)
        #expect(board.cards[1]?.title == "Write the README")
        driver.type("q")
        #expect(driver.exitCode == 0)
    }

    @Test func aAddsATaskToDoAndFocusesIt() {
        let (driver, board) = launch()
        driver.type("aShip it")
        driver.press(.enter)
        driver.runUntilIdle()
        #expect(board.cards[7]?.title == "Ship it")
        #expect(board.lane(of: 7) == .todo)
        #expect(board.focusedCard == 7)
        #expect(driver.screenLines[0].contains("4 to do"))
    }
}

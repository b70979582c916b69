import DiffableTUITesting
import FruitApp
import Testing

/// The snippets of the *Your first app* and *Testing your app* articles, each run in the test
/// it was written for (`Scripts/article-code` checks that every snippet is here, as written).
@MainActor
struct ArticleSnippetTests {
    /// The app in a 40x8 driver, its list first responder, as the articles start it.
    private func fruitList() -> HeadlessDriver {
        let driver = HeadlessDriver(size: Size(width: 40, height: 8))
        let root = FruitListView(host: driver)
        driver.window.rootView = root
        root.collectionView.becomeFirstResponder()
        return driver
    }

    /// *Your first app*, "Run it headless".
    @Test func runItHeadless() {
        let driver = HeadlessDriver(size: Size(width: 40, height: 8))
        let root = FruitListView(host: driver)
        driver.window.rootView = root
        root.collectionView.becomeFirstResponder()
        #expect(driver.screenText.contains("Oranges"))     // the first frame: the focus is on Apples
        driver.send(.key(.down))                           // one read of the terminal, then one frame
        driver.send(.key(.character("d")))
        driver.runUntilIdle()                              // the delete animation and the status timer
        #expect(!driver.screenText.contains("Oranges"))
    }

    /// *Testing your app*, "Golden screens".
    @Test func goldenScreens() {
        let driver = fruitList()
        assertSnapshot(of: driver, as: .screen)       // text and styles
        assertSnapshot(of: driver, as: .screenText)   // text only: colours may change freely
    }

    /// *Testing your app*, "Tapes": every frame of a delete.
    @Test func tapeOfFrames() {
        let driver = fruitList()
        driver.recordsFrames = true
        driver.type("d")                              // delete: fade out, then the rows below close up
        driver.advance(by: 0.3)
        #expect(driver.frames.count == 8)             // the frames that changed the screen
        let tape = driver.frames.map { ScreenDump($0).text }.joined(separator: "\n")
        assertSnapshot(of: tape, as: .lines)
    }

    /// *Testing your app*, "Tapes": keys written as a tape.
    @Test func tapeOfKeys() {
        let driver = fruitList()
        play("Down\nType d", on: driver)
        #expect(driver.screenLines.contains { $0.contains("Deleted Oranges") })
        play("Up 2\nReturn", on: driver)
        #expect(driver.screenLines.contains { $0.contains("Chose Apples") })
    }
}

/// Plays lines such as "Down 3", "Type fuji", "Enter" on the driver.
@MainActor
func play(_ tape: String, on driver: HeadlessDriver) {
    for line in tape.split(separator: "\n") {
        let words = line.split(separator: " ", maxSplits: 1).map(String.init)
        if words[0] == "Type", words.count == 2 {
            driver.type(words[1])
        } else if let key = Key(named: words[0]) {
            driver.press(key, times: words.count == 2 ? Int(words[1]) ?? 1 : 1)
        } else {
            Issue.record("unknown key \(words[0])")
        }
    }
}

import DiffableTUITesting
import FilesUI
import Testing

/// A fixed tree that counts what is read.
@MainActor
final class FakeTree: DirectoryReader {
    let tree: [String: [DirectoryEntry]] = [
        "/p": [.init(name: "Sources", isDirectory: true), .init(name: "README.md", isDirectory: false, size: 2_300),
               .init(name: "Tests", isDirectory: true), .init(name: "Package.swift", isDirectory: false, size: 812)],
        "/p/Sources": [.init(name: "App", isDirectory: true), .init(name: "main.swift", isDirectory: false, size: 120)],
        "/p/Sources/App": [.init(name: "Model.swift", isDirectory: false, size: 4_096), .init(name: "View.swift", isDirectory: false, size: 9_000)],
        "/p/Tests": [.init(name: "ModelTests.swift", isDirectory: false, size: 1_500)],
    ]
    private(set) var reads: [String] = []

    func entries(at path: String) -> [DirectoryEntry] {
        reads.append(path)
        return tree[path] ?? []
    }
}

@MainActor
struct FileBrowserTests {
    let tree = FakeTree()

    private func launch() -> (HeadlessDriver, FileBrowser) {
        let driver = HeadlessDriver(size: Size(width: 60, height: 14))
        let browser = FileBrowser.launch(in: driver, root: "/p", reader: tree)
        driver.displayIfNeeded()
        return (driver, browser)
    }

    @Test func showsTheTopLevelFoldersFirstAndReadsNothingElse() {
        let (driver, browser) = launch()
        assertSnapshot(of: driver, as: .screen)
        #expect(tree.reads == ["/p"])
        withExtendedLifetime(browser) {}
    }

    @Test func rightReadsAFolderWhenItFirstOpensAndLeftFoldsItWithoutReadingAgain() {
        let (driver, browser) = launch()
        driver.press(.right)
        driver.runUntilIdle()
        #expect(tree.reads == ["/p", "/p/Sources"])
        #expect(driver.screen.contains("main.swift"))
        driver.press(.down, .right)       // into Sources, then open App
        driver.runUntilIdle()
        assertSnapshot(of: driver, as: .screenText)
        driver.press(.up, .left)           // back to Sources, and fold it
        driver.runUntilIdle()
        #expect(!driver.screen.contains("main.swift"))
        driver.press(.right)
        driver.runUntilIdle()
        #expect(driver.screen.contains("Model.swift"))    // App stayed open inside
        #expect(tree.reads == ["/p", "/p/Sources", "/p/Sources/App"])
        withExtendedLifetime(browser) {}
    }

    @Test func enterFoldsAFolder() {
        let (driver, browser) = launch()
        driver.press(.down, .enter)
        driver.runUntilIdle()
        #expect(driver.screen.contains("ModelTests.swift"))
        driver.press(.enter)
        driver.runUntilIdle()
        #expect(!driver.screen.contains("ModelTests.swift"))
        withExtendedLifetime(browser) {}
    }

    @Test func theHeaderShowsTheFocusedPath() {
        let (driver, browser) = launch()
        #expect(driver.screenLines[0].contains("/p"))
        driver.press(.right, .down)
        driver.runUntilIdle()
        #expect(driver.screenLines[0] == " /p/Sources/App")
        withExtendedLifetime(browser) {}
    }

    @Test func slashFiltersWhatWasReadKeepingTheFoldersOnTheWayAndEscapeRestores() {
        let (driver, browser) = launch()
        driver.press(.right, .down, .right)
        driver.runUntilIdle()
        let folded = driver.screenText
        driver.press(.up, .left)      // fold Sources: the filter still finds what it read
        driver.runUntilIdle()
        driver.type("/model")
        driver.runUntilIdle()
        assertSnapshot(of: driver, as: .screenText)
        #expect(!driver.screen.contains("README.md"))
        driver.press(.escape)
        driver.runUntilIdle()
        #expect(!driver.screen.contains("Model.swift"))
        #expect(driver.screenText != folded)
        #expect(driver.screen.contains("README.md"))
        #expect(browser.filterField.text.isEmpty)
    }

    @Test func qQuitsButIsTextInTheFilter() {
        let (driver, browser) = launch()
        driver.type("/q")
        #expect(driver.exitCode == nil)
        #expect(browser.filterField.text == "q")
        driver.press(.enter)
        driver.type("q")
        #expect(driver.exitCode == 0)
    }
}

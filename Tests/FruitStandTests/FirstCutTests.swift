import Testing
import DiffableTUI
@testable import FruitStand

@MainActor
struct FirstCutTests {
    private func launch(size: Size = Size(width: 40, height: 10), demo: Bool = false) -> HeadlessDriver {
        let driver = HeadlessDriver(size: size)
        FruitStandApp.launch(in: driver, demo: demo)
        return driver
    }

    @Test func firstScreen() {
        let driver = launch()
        #expect(driver.screenText == """
             Fruit Stand                       1/10

             › 🍎 Apples
               🍊 Oranges
               🍋 Lemons
               🍌 Bananas
               🍇 Grapes
               🍓 Strawberries
               🍐 Pears
             ↑/↓ move  Home/End jump  q quit
            """)
    }

    @Test func arrowsMoveTheSelectionAndScroll() {
        let driver = launch()
        driver.send(.key(.down), .key(.character("j")))
        #expect(driver.screenLines[4] == " › 🍋 Lemons")
        driver.send(.key(.end))
        #expect(driver.screenLines[0].hasSuffix("10/10"))
        #expect(driver.screenLines[8] == " › 柿 Persimmons", "the list scrolled to the last item")
        driver.send(.key(.up), .key(.home))
        #expect(driver.screenLines[2] == " › 🍎 Apples")
    }

    @Test(arguments: [Key.character("q"), .escape])
    func quitKeys(key: Key) {
        let driver = launch()
        driver.send(.key(key))
        #expect(driver.exitCode == 0)
    }

    @Test func tooSmallBelowTheMinimum() {
        let driver = launch(size: Size(width: 31, height: 8))
        #expect(driver.screenText.contains("terminal too small"))
        driver.send(.resize(FruitStandApp.minimumSize))
        #expect(driver.screenText.hasPrefix(" Fruit Stand"))
    }

    @Test func demoPlaysToTheEndAndQuits() {
        let driver = launch(demo: true)
        driver.runUntilIdle()
        #expect(driver.exitCode == 0)
        #expect(driver.screenLines[2] == " › 🍎 Apples")
    }

    @Test func clickSelectsAndWheelMoves() {
        let driver = launch()
        driver.send(.mouse(MouseEvent(kind: .press(button: 1), position: Point(x: 5, y: 5))))
        #expect(driver.screenLines[5] == " › 🍌 Bananas")
        driver.send(.mouse(MouseEvent(kind: .wheelDown, position: Point(x: 5, y: 5))))
        #expect(driver.screenLines[6] == " › 🍇 Grapes")
    }
}

@MainActor
struct FirstCutColourTests {
    @Test func withoutColourTheSelectionIsReversed() {
        let driver = HeadlessDriver(size: Size(width: 40, height: 10), colorDepth: .monochrome)
        FruitStandApp.launch(in: driver)
        #expect(driver.screen[5, 2].style == Style(attributes: .reverse))
        #expect(driver.screen[5, 0].style.attributes == [.bold, .reverse])
        #expect(driver.screen[5, 3].style == .plain)
    }

    @Test func withColourTheSelectionIsHighlighted() {
        let driver = HeadlessDriver(size: Size(width: 40, height: 10), colorDepth: .ansi8)
        FruitStandApp.launch(in: driver)
        #expect(driver.screen[5, 2].style.background == .cyan)
        #expect(driver.screen[5, 3].style == .plain)
    }
}

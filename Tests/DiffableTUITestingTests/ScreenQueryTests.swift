import DiffableTUITesting
import Testing

@MainActor
struct ScreenQueryTests {
    private func screen(_ rows: [String], width: Int = 12) -> Buffer {
        var buffer = Buffer(size: Size(width: width, height: rows.count))
        for (y, row) in rows.enumerated() {
            buffer.write(row, at: Point(x: 0, y: y), style: y == 1 ? Style(attributes: .bold) : .plain)
        }
        return buffer
    }

    @Test func textIsFoundByCellEvenAfterWideGlyphs() {
        let buffer = screen(["plain", "林檎 Fuji"])
        #expect(buffer.contains("Fuji"))
        #expect(!buffer.contains("Gala"))
        #expect(buffer.firstPosition(of: "Fuji") == Point(x: 5, y: 1), "林檎 is four cells wide")
        #expect(buffer.style(of: "Fuji")?.attributes == .bold)
        #expect(buffer.line(1) == "林檎 Fuji")
        #expect(buffer.line(9) == "")
    }

    @Test func dumpsShowStylesBesideText() {
        let dump = ScreenDump(screen(["ab", "cd"], width: 2)).text
        #expect(dump == "|ab|\n|cd|\n\n|..|\n|AA|\n\nA  bold\n")
    }

    @Test func inputHelpersReachTheFirstResponder() {
        let driver = HeadlessDriver(size: Size(width: 20, height: 3))
        let field = TextField()
        field.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        driver.window.rootView = field
        field.becomeFirstResponder()
        driver.type("fuji")
        driver.press(.backspace, .character("y"))
        #expect(field.text == "fujy")
        #expect(driver.screen.contains("fujy"))
    }
}

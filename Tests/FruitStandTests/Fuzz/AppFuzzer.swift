import DiffableTUI
import TestSupport
@testable import FruitStand

/// Drives the headless app with seeded random input: every key the app knows (and some it
/// does not), typed filter text, clicks and wheel turns anywhere, resizes between 1x1 and
/// 300x100, and clock steps of random length between them, so that most events land while
/// animations (and sometimes a fetch) are in flight.
@MainActor
struct AppFuzzer {
    static let keys: [Key] = [
        .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .enter, .character(" "), .tab, .backTab,
        .character("a"), .character("d"), .delete, .character("s"), .character("+"), .character("-"),
        .character("w"), .character("r"), .character("/"), .escape, .character("?"),
    ]
    /// Keys the app does not use: they must change nothing.
    static let strayKeys: [Key] = [.insert, .function(1), .function(12), .control("c"), .control("z"), .character("x"), .backspace]
    /// What typing into the filter draws from: letters that match names, and text that matches nothing.
    static let filterText: [Character] = Array("aeilnoprstuFGJ ") + ["é", "林", "🍎", "👨‍👩‍👧", "e\u{301}", "ä"]

    var generator: SeededGenerator
    var size: Size
    /// Virtual seconds to let pass after the event just sent.
    private(set) var pause = 0.0

    init(seed: UInt64, size: Size) {
        generator = SeededGenerator(seed: seed)
        self.size = size
    }

    private mutating func roll(_ bound: Int) -> Int {
        Int.random(in: 0..<bound, using: &generator)
    }

    private mutating func number(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &generator)
    }

    /// Sends one random event to `app` and picks the pause after it; returns what it sent.
    mutating func step(_ app: HeadlessRun) -> String {
        let description: String
        // A large screen costs many times more per frame: it gets a few events, then goes.
        let kind = size.width * size.height > 12_000 && roll(3) == 0 ? 0 : roll(100)
        if kind < 4 {
            size = randomSize()
            app.resize(to: size)
            description = "resize \(size.width)x\(size.height)"
        } else if kind < 9 {
            let point = Point(x: roll(max(1, size.width)), y: roll(max(1, size.height)))
            app.driver.send(.mouse(MouseEvent(kind: .press(button: 1), position: point)),
                            .mouse(MouseEvent(kind: .release(button: 1), position: point)))
            description = "click \(point.x),\(point.y)"
        } else if kind < 13 {
            let point = Point(x: roll(max(1, size.width)), y: roll(max(1, size.height)))
            let down = roll(2) == 0
            app.driver.send(.mouse(MouseEvent(kind: down ? .wheelDown : .wheelUp, position: point)))
            description = "wheel \(down ? "down" : "up") \(point.x),\(point.y)"
        } else if kind < 15 {
            let key = Self.strayKeys[roll(Self.strayKeys.count)]
            app.press(key)
            description = "key \(key)"
        } else if app.session.root.filterBar.field.isFirstResponder, roll(3) > 0 {
            let character = Self.filterText[roll(Self.filterText.count)]
            app.press(.character(character))
            description = "type \(ScreenInvariants.debug(String(character)))"
        } else {
            var key = Self.keys[roll(Self.keys.count)]
            // q would end the run, and so would Esc when nothing else takes it.
            if key == .escape, Self.escapeQuits(app.session) { key = .character("?") }
            app.press(key)
            description = "key \(key)"
        }
        pause = randomPause()
        return description
    }

    /// Whether Esc would quit now (as `FruitStandSession.handleKey` decides).
    static func escapeQuits(_ session: FruitStandSession) -> Bool {
        session.filter.isEmpty && !session.root.showsFilterBar && !session.help.isPresented
            && !session.root.filterBar.field.isFirstResponder
            && !(session.root.splitView.isCollapsed && session.root.splitView.isShowingPrimaryWhenCollapsed)
    }

    /// Mostly ordinary sizes, often compact or too small, sometimes the extremes.
    private mutating func randomSize() -> Size {
        switch roll(20) {
        case 0..<8: Size(width: number(70...160), height: number(12...50))
        case 8..<12: Size(width: number(40...69), height: number(12...40))
        case 12..<15: Size(width: number(1...60), height: number(1...14))
        case 15: Size(width: number(160...300), height: number(40...100))
        case 16: Size(width: number(1...300), height: number(1...100))
        default: [Size(width: 1, height: 1), Size(width: 300, height: 100), Size(width: 40, height: 12),
                  Size(width: 39, height: 12), Size(width: 40, height: 11), Size(width: 70, height: 24),
                  Size(width: 69, height: 24), Size(width: 80, height: 24)][roll(8)]
        }
    }

    /// Zero to a few frames most of the time (animations stay in flight), sometimes long
    /// enough for them (and a fetch) to finish.
    private mutating func randomPause() -> Double {
        switch roll(20) {
        case 0..<7: 0
        case 7..<13: Double(number(1...3)) / 60
        case 13..<17: Double(number(4...20)) / 60
        default: Double(number(21...60)) / 60
        }
    }
}

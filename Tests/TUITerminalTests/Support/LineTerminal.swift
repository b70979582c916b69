import TUICore

/// A terminal's main screen as an inline region sees it, for tests: rows of text, a scrollback
/// the top rows go into when a line feed scrolls at the bottom, the cursor, and the ECMA-48
/// controls `InlineRegion.Sequences.ansi` writes (CR, LF, CUU, CUD, CUF, CHA, ED, EL, SGR, cursor
/// visibility). Styles are not kept; autowrap is off, as the inline backend sets it.
struct LineTerminal {
    let width: Int
    let height: Int
    private(set) var rows: [[Character]]
    private(set) var scrollback: [String] = []
    private(set) var cursor = Point.zero
    private(set) var cursorVisible = true

    /// A screen showing `lines` from the top, the cursor at the start of the row below them.
    init(width: Int, height: Int, lines: [String] = []) {
        self.width = width
        self.height = height
        rows = Array(repeating: Array(repeating: " ", count: width), count: height)
        for line in lines { feed(line + "\r\n") }
    }

    /// What the second column of a wide character holds.
    private static let continuation: Character = "\u{0}"

    /// The screen's rows, trailing spaces removed.
    var screen: [String] {
        rows.map(Self.text)
    }

    private static func text(_ row: [Character]) -> String {
        String(row.filter { $0 != continuation }).replacing(/\ +$/, with: "")
    }

    /// The scrollback and the screen, trailing blank rows removed.
    var everything: [String] {
        var all = scrollback + screen
        while all.last == "" { all.removeLast() }
        return all
    }

    mutating func feed(_ bytes: String) {
        var scalars = Array(bytes.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\u{1B}":
                guard scalars.popFirst() == "[" else { continue }
                var parameters = ""
                while let next = scalars.popFirst() {
                    if (0x40...0x7E).contains(next.value) {
                        control(parameters, final: Character(next))
                        break
                    }
                    parameters.unicodeScalars.append(next)
                }
            case "\r":
                cursor.x = 0
            case "\n":
                lineFeed()
            default:
                let character = Character(scalar)
                let columns = max(1, character.terminalWidth)
                guard cursor.x < width else { continue }
                rows[cursor.y][cursor.x] = character
                for extra in 1..<columns where cursor.x + extra < width { rows[cursor.y][cursor.x + extra] = Self.continuation }
                cursor.x = min(width - 1, cursor.x + columns)
            }
        }
    }

    private mutating func lineFeed() {
        if cursor.y == height - 1 {
            scrollback.append(Self.text(rows.removeFirst()))
            rows.append(Array(repeating: " ", count: width))
        } else {
            cursor.y += 1
        }
    }

    private mutating func control(_ parameters: String, final: Character) {
        let number = Int(parameters.filter(\.isNumber)) ?? 0
        let count = max(1, number)
        switch final {
        case "A": cursor.y = max(0, cursor.y - count)
        case "B": cursor.y = min(height - 1, cursor.y + count)
        case "C": cursor.x = min(width - 1, cursor.x + count)
        case "G": cursor.x = min(width - 1, count - 1)
        case "J":
            rows[cursor.y].replaceSubrange(cursor.x..., with: repeatElement(" ", count: width - cursor.x))
            for y in (cursor.y + 1)..<height { rows[y] = Array(repeating: " ", count: width) }
        case "K":
            rows[cursor.y].replaceSubrange(cursor.x..., with: repeatElement(" ", count: width - cursor.x))
        case "h" where parameters == "?25": cursorVisible = true
        case "l" where parameters == "?25": cursorVisible = false
        default: break
        }
    }
}

import CNCurses
import TUICore
import TUITerminal

/// A colour as a foreground or background, for memoising curses colour numbers.
struct ColorKey: Hashable {
    var color: Color
    var isForeground: Bool
}

/// Puts a frame's changed cells into curses' screen: each cell's glyph, attributes and colour
/// pair, keeping count of the pair every visible cell holds (see `ColorPairCache`).
///
/// A value the backend keeps and hands its whole update at once: the loop over the cells runs
/// on the writer's own storage, without the actor-isolation and exclusivity checks that each
/// access to a property of the backend (a main-actor class) would cost per cell. Most changed
/// cells share the style of the cell before them (a row of text, a fill), so the style last
/// turned into curses colours and attributes is kept and reused for the next.
struct CursesCellWriter {
    let colors: TerminalColors
    /// Whether cells are drawn with their ASCII stand-ins (`ASCIIFallback`).
    let writesASCII: Bool
    var pairs: ColorPairCache
    /// The pair each visible cell holds, row-major over the frame shown.
    private var screenPairs: [Int32] = []
    private var colorNumbers: [ColorKey: Int32] = [:]
    /// The NUL-terminated characters of the cell being drawn, kept to reuse its storage.
    private var glyph: [wchar_t] = []
    /// The style last drawn, with what curses draws it with.
    private var lastStyle: (style: Style, numbers: ColorPairCache.Colors, attributes: attr_t)?

    init(colors: TerminalColors, writesASCII: Bool, pairs: ColorPairCache) {
        self.colors = colors
        self.writesASCII = writesASCII
        self.pairs = pairs
    }

    /// Writes the update's cells that fall inside `visible` into `window`, clearing it first
    /// when the update clears the screen (or the frame's size changed). Continuation cells only
    /// give back the pair they held: curses draws a wide glyph from its leading cell.
    ///
    /// - Complexity: O(changes), plus O(width x height) for an update that clears the screen.
    mutating func write(_ update: FrameUpdate, visible: Size, in window: UnsafeMutablePointer<WINDOW>?) {
        if update.clearsScreen || screenPairs.count != update.size.area {
            werase(window)
            pairs.resetUsage()
            screenPairs = Array(repeating: 0, count: update.size.area)
        }
        for change in update.changes {
            let x = change.position.x, y = change.position.y
            guard x < visible.width, y < visible.height else { continue }
            let index = y * update.size.width + x
            pairs.release(screenPairs[index])
            screenPairs[index] = 0
            guard !change.cell.isContinuation else { continue }
            let (pair, attributes) = appearance(of: change.cell.style)
            screenPairs[index] = pair
            draw(change.cell, attributes: attributes, pair: pair, x: Int32(x), y: Int32(y), in: window)
        }
    }

    /// The pair (acquired for one more cell) and the attributes that draw `style`.
    private mutating func appearance(of style: Style) -> (pair: Int32, attributes: attr_t) {
        if let lastStyle, lastStyle.style == style {
            return (pair(for: lastStyle.numbers), lastStyle.attributes)
        }
        let resolved = style.resolved(for: colors.depth)
        let numbers = ColorPairCache.Colors(
            foreground: colorNumber(resolved.foreground, foreground: true),
            background: colorNumber(resolved.background, foreground: false)
        )
        let attributes = CursesBackend.cursesAttributes(resolved.attributes)
        lastStyle = (style, numbers, attributes)
        return (pair(for: numbers), attributes)
    }

    /// Draws `cell` with `attributes` in colour pair `pair`.
    private mutating func draw(_ cell: Cell, attributes: attr_t, pair: Int32, x: Int32, y: Int32, in window: UnsafeMutablePointer<WINDOW>?) {
        let filler = writesASCII ? CursesBackend.prepareASCII(&glyph, for: cell) : CursesBackend.prepareGlyph(&glyph, for: cell)
        var pairNumber = pair
        var character = cchar_t()
        glyph.withUnsafeBufferPointer { _ = setcchar(&character, $0.baseAddress, attributes, 0, &pairNumber) }
        mvwadd_wch(window, y, x, &character)
        if let filler {
            let second: [wchar_t] = [filler, 0]
            second.withUnsafeBufferPointer { _ = setcchar(&character, $0.baseAddress, attributes, 0, &pairNumber) }
            mvwadd_wch(window, y, x + 1, &character)
        }
    }

    /// The colour pair for `colors`, defining it in curses on first use.
    private mutating func pair(for numbers: ColorPairCache.Colors) -> Int32 {
        guard colors.depth != .monochrome else { return 0 }
        let acquisition = pairs.acquire(numbers)
        if acquisition.needsDefinition {
            init_extended_pair(acquisition.pair, numbers.foreground, numbers.background)
        }
        return acquisition.pair
    }

    private mutating func colorNumber(_ color: Color, foreground: Bool) -> Int32 {
        let key = ColorKey(color: color, isForeground: foreground)
        if let number = colorNumbers[key] { return number }
        // Animations ramp through many RGB values; keep the memo bounded.
        if colorNumbers.count >= 4096 { colorNumbers.removeAll(keepingCapacity: true) }
        let number = colors.number(for: color, foreground: foreground)
        colorNumbers[key] = number
        return number
    }
}

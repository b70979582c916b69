import CNCurses
import TUICore


/// A colour as a foreground or background, for memoising curses colour numbers.
struct ColorKey: Hashable {
    var color: Color
    var isForeground: Bool
}

extension CursesBackend {
    /// Writes the update's cells into curses' screen, places (or hides) the cursor, then one
    /// `doupdate`.
    ///
    /// Wide glyphs are written once, at their leading cell; continuation cells are skipped.
    /// Where the C library's `wcwidth` (which curses and most terminals use) disagrees with the
    /// buffer's width for a grapheme, a stand-in of the right width is drawn, so that one
    /// disagreement never shifts the rest of the row.
    ///
    /// - Complexity: O(changes), plus O(width x height) for an update that clears the screen.
    public func present(_ update: FrameUpdate) {
        guard isActive else { return }
        TerminalGuard.ensureSignalStack()
        let window = tui_stdscr()
        let visible = Size(width: Int(tui_cols()), height: Int(tui_lines()))
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
            let style = change.cell.style.resolved(for: colorDepth)
            let pair = pair(for: style)
            screenPairs[index] = pair
            draw(change.cell, style: style, x: Int32(x), y: Int32(y), pair: pair, in: window)
        }
        placeCursor(update.cursor.flatMap { $0.x < visible.width && $0.y < visible.height ? $0 : nil }, in: window)
        wnoutrefresh(window)
        doupdate()
        statistics.recordFrame(bytes: finishUpdate(), cells: update.cellCount)
    }

    /// Shows the terminal's cursor at `position` once the update is on screen, or hides it.
    /// Curses puts it where the window's cursor is, unless `leaveok` says it may be anywhere.
    private func placeCursor(_ position: Point?, in window: UnsafeMutablePointer<WINDOW>?) {
        if let position {
            if cursor == nil {
                leaveok(window, false)
                curs_set(1)
            }
            wmove(window, Int32(position.y), Int32(position.x))
        } else if cursor != nil {
            leaveok(window, true)
            curs_set(0)
        }
        cursor = position
    }

    /// Repaints the whole screen from curses' copy (after Ctrl-Z and `fg`, when the shell has
    /// drawn over it); the cursor shows again where the last update put it.
    func repaintAll() {
        if cursor != nil {
            // Entering curses mode again hid the cursor behind curses' back: make it show.
            curs_set(0)
            curs_set(1)
        }
        clearok(tui_curscr(), true)
        doupdate()
        statistics.bytesWritten += finishUpdate()
    }

    /// Waits until what the update wrote is on the terminal, hands it to `outputHandler`, and
    /// returns how many bytes it was.
    private func finishUpdate() -> Int {
        OutputTap.drain()
        let forwarded = OutputTap.bytesForwarded
        defer { bytesCounted = forwarded }
        if let outputHandler {
            let bytes = OutputTap.takeRecorded()
            if !bytes.isEmpty { outputHandler(bytes) }
        }
        return forwarded - bytesCounted
    }

    /// Draws `cell` in `style`, its style already resolved for the terminal's colour depth.
    private func draw(_ cell: Cell, style: Style, x: Int32, y: Int32, pair: Int32, in window: UnsafeMutablePointer<WINDOW>?) {
        let filler = writesASCII ? Self.prepareASCII(&glyph, for: cell) : Self.prepareGlyph(&glyph, for: cell)
        var pairNumber = pair
        var character = cchar_t()
        let attributes = Self.cursesAttributes(style.attributes)
        glyph.withUnsafeBufferPointer { _ = setcchar(&character, $0.baseAddress, attributes, 0, &pairNumber) }
        mvwadd_wch(window, y, x, &character)
        if let filler {
            let second: [wchar_t] = [filler, 0]
            second.withUnsafeBufferPointer { _ = setcchar(&character, $0.baseAddress, attributes, 0, &pairNumber) }
            mvwadd_wch(window, y, x + 1, &character)
        }
    }

    /// Fills `glyph` with the NUL-terminated characters to draw for `cell`, so that every
    /// terminal gives them exactly the cell's width; returns what fills the second column of a
    /// two-column cell drawn with a one-column stand-in (nil when the glyph fills both).
    ///
    /// Terminals disagree on emoji sequences, so only what all of them draw alike is sent: the
    /// first character and the zero-width marks that combine with it. A joiner (U+200D) is never
    /// sent: tmux joins it with the next cell's character. A flag becomes its two region letters
    /// ("🇯🇵" → "JP"): a lone regional indicator is one column to the C library, two to others.
    /// Uses the C library's `wcwidth`, so the locale's character type must be UTF-8.
    static func prepareGlyph(_ glyph: inout [wchar_t], for cell: Cell) -> wchar_t? {
        glyph.removeAll(keepingCapacity: true)
        defer { glyph.append(0) }
        let scalars = cell.grapheme.unicodeScalars
        let width = Int32(max(1, cell.width))
        let space: wchar_t = 0x20
        guard let first = scalars.first else {
            glyph.append(space)
            return width == 2 ? space : nil
        }
        if let letter = regionLetter(first) {
            glyph.append(letter)
            return width == 2 ? scalars.dropFirst().first.flatMap(regionLetter) ?? space : nil
        }
        let firstWidth: Int32 = (0x20..<0x7F).contains(first.value) ? 1 : tui_wcwidth(wchar_t(bitPattern: first.value))
        guard firstWidth == width else {
            // e.g. "❤️": the C library calls U+2764 narrow, the buffer (emoji presentation) wide.
            glyph.append(firstWidth == 1 ? wchar_t(bitPattern: first.value) : 0xFFFD)
            return width == 2 ? space : nil
        }
        glyph.append(wchar_t(bitPattern: first.value))
        // curses keeps a spacing character plus up to four combining ones.
        for scalar in scalars.dropFirst() {
            let character = wchar_t(bitPattern: scalar.value)
            guard glyph.count < Int(CCHARW_MAX), scalar.value != 0x200D, tui_wcwidth(character) == 0 else { break }
            glyph.append(character)
        }
        return nil
    }

    /// Fills `glyph` with the ASCII to draw for `cell` where the terminal's locale is not
    /// UTF-8 (`ASCIIFallback`); returns what fills a two-column cell's second column.
    static func prepareASCII(_ glyph: inout [wchar_t], for cell: Cell) -> wchar_t? {
        glyph.removeAll(keepingCapacity: true)
        defer { glyph.append(0) }
        let width = Int(max(1, cell.width))
        let text = Array(ASCIIFallback.text(for: cell.grapheme, width: width).unicodeScalars)
        glyph.append(wchar_t(bitPattern: text[0].value))
        return width == 2 ? wchar_t(bitPattern: text[1].value) : nil
    }

    /// The letter a regional indicator stands for (U+1F1E6 🇦 → "A"), if `scalar` is one.
    private static func regionLetter(_ scalar: Unicode.Scalar) -> wchar_t? {
        (0x1F1E6...0x1F1FF).contains(scalar.value) ? wchar_t(scalar.value - 0x1F1E6 + 0x41) : nil
    }

    /// The colour pair for `style`, defining it in curses on first use.
    private func pair(for style: Style) -> Int32 {
        guard colorDepth != .monochrome else { return 0 }
        let colors = ColorPairCache.Colors(
            foreground: colorNumber(style.foreground, foreground: true),
            background: colorNumber(style.background, foreground: false)
        )
        let acquisition = pairs.acquire(colors)
        if acquisition.needsDefinition {
            init_extended_pair(acquisition.pair, colors.foreground, colors.background)
        }
        return acquisition.pair
    }

    private func colorNumber(_ color: Color, foreground: Bool) -> Int32 {
        let key = ColorKey(color: color, isForeground: foreground)
        if let number = colorNumbers[key] { return number }
        // Animations ramp through many RGB values; keep the memo bounded.
        if colorNumbers.count >= 4096 { colorNumbers.removeAll(keepingCapacity: true) }
        let number = colors.number(for: color, foreground: foreground)
        colorNumbers[key] = number
        return number
    }

    /// Curses attributes for `attributes`. Strikethrough has no curses attribute and is dropped.
    static func cursesAttributes(_ attributes: TextAttributes) -> attr_t {
        var result: attr_t = 0
        if attributes.contains(.bold) { result |= tui_attr_bold() }
        if attributes.contains(.dim) { result |= tui_attr_dim() }
        if attributes.contains(.italic) { result |= tui_attr_italic() }
        if attributes.contains(.underline) { result |= tui_attr_underline() }
        if attributes.contains(.reverse) { result |= tui_attr_reverse() }
        return result
    }
}

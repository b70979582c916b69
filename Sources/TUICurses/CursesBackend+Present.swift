import CNCurses
import TUICore
import TUITerminal


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
        cellWriter.write(update, visible: visible, in: window)
        placeCursor(update.cursor.flatMap { $0.x < visible.width && $0.y < visible.height ? $0 : nil }, in: window)
        wnoutrefresh(window)
        doupdate()
        statistics.recordFrame(bytes: finishUpdate(), cells: update.cellCount, writeDuration: writer.lastWriteDuration)
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

    /// Hands what the update wrote to the terminal as one frame, and returns how many bytes
    /// reached it.
    private func finishUpdate() -> Int {
        writer.writeFrame(tap.takeFrame())
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
    nonisolated static func prepareGlyph(_ glyph: inout [wchar_t], for cell: Cell) -> wchar_t? {
        glyph.removeAll(keepingCapacity: true)
        defer { glyph.append(0) }
        // Printable ASCII, most of any screen, is itself in one column everywhere.
        let utf8 = cell.grapheme.utf8
        if cell.width <= 1, utf8.count == 1, let byte = utf8.first, (0x20..<0x7F).contains(byte) {
            glyph.append(wchar_t(byte))
            return nil
        }
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
    nonisolated static func prepareASCII(_ glyph: inout [wchar_t], for cell: Cell) -> wchar_t? {
        glyph.removeAll(keepingCapacity: true)
        defer { glyph.append(0) }
        let width = Int(max(1, cell.width))
        let text = Array(ASCIIFallback.text(for: cell.grapheme, width: width).unicodeScalars)
        glyph.append(wchar_t(bitPattern: text[0].value))
        return width == 2 ? wchar_t(bitPattern: text[1].value) : nil
    }

    /// The letter a regional indicator stands for (U+1F1E6 🇦 → "A"), if `scalar` is one.
    private nonisolated static func regionLetter(_ scalar: Unicode.Scalar) -> wchar_t? {
        (0x1F1E6...0x1F1FF).contains(scalar.value) ? wchar_t(scalar.value - 0x1F1E6 + 0x41) : nil
    }

    /// Curses attributes for `attributes`. Strikethrough has no curses attribute and is dropped.
    nonisolated static func cursesAttributes(_ attributes: TextAttributes) -> attr_t {
        var result: attr_t = 0
        if attributes.contains(.bold) { result |= tui_attr_bold() }
        if attributes.contains(.dim) { result |= tui_attr_dim() }
        if attributes.contains(.italic) { result |= tui_attr_italic() }
        if attributes.contains(.underline) { result |= tui_attr_underline() }
        if attributes.contains(.reverse) { result |= tui_attr_reverse() }
        return result
    }
}

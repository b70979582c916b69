import CNCurses
import TUICore

/// A terminal's terminfo entry, read through ncurses' low-level interface (`setupterm`,
/// `tigetstr`, `tiparm`) without starting curses: what the inline backend writes is right for
/// the terminal `TERM` names, not only for xterm.
package struct Terminfo {
    /// The terminal type.
    package let name: String

    /// Reads the entry for `term`, sizing it by the terminal behind `descriptor`.
    ///
    /// - Throws: `TerminalError.unknownTerminalType` when terminfo has no entry for `term` (or
    ///   no database at all).
    package static func load(term: String, descriptor: Int32) throws(TerminalError) -> Terminfo {
        var status: Int32 = 0
        guard setupterm(term, descriptor, &status) == OK, status == 1 else { throw .unknownTerminalType(term) }
        return Terminfo(name: term)
    }

    /// Checks that `term` names an entry that can address the cursor, before anything is written
    /// to the terminal (the start-up probe included), and lets the entry go again.
    ///
    /// - Throws: `TerminalError.unknownTerminalType` without an entry,
    ///   `TerminalError.unsupportedTerminal` for one without cursor addressing (`cup`).
    package static func requireCursorAddressing(term: String, descriptor: Int32) throws(TerminalError) {
        let entry = try load(term: term, descriptor: descriptor)
        defer { tui_release_terminfo() }
        guard entry.string("cup") != nil else { throw .unsupportedTerminal(term) }
    }

    /// A string capability, or nil when the terminal lacks it.
    package func string(_ capability: String) -> String? {
        tui_tigetstr(capability).map { String(cString: $0) }
    }

    /// A numeric capability, or nil when the terminal lacks it.
    package func number(_ capability: String) -> Int? {
        let value = tigetnum(capability)
        return value >= 0 ? Int(value) : nil
    }

    /// A string capability with its one parameter filled in, or nil when the terminal lacks it.
    package func string(_ capability: String, _ parameter: Int) -> String? {
        guard let template = tui_tigetstr(capability) else { return nil }
        return tui_tiparm1(template, Int32(clamping: parameter)).map { String(cString: $0) }
    }

    /// The relative moves an inline region needs, from the entry: `cuu`/`cuu1`, `cud` (or a
    /// `cud1` that is not a line feed, which would also return the carriage), `cuf`/`cuf1`,
    /// `hpa` (or a carriage return and moves forward) and `cr`; nil when the terminal cannot
    /// move its cursor up, down or right.
    package func regionMoves() -> ControlSequences? {
        let carriageReturn = string("cr") ?? "\r"
        guard let up = repeated("cuu", single: "cuu1"),
              let down = repeated("cud", single: "cud1", unless: ["\n"]),
              let forward = repeated("cuf", single: "cuf1") else { return nil }
        let column: (Int) -> String = string("hpa") != nil
            ? { [self] x in string("hpa", x) ?? "" }
            : { x in x == 0 ? carriageReturn : carriageReturn + forward(x) }
        return ControlSequences(cursorUp: up, cursorDown: down, cursorForward: forward, column: column,
                                carriageReturn: carriageReturn)
    }

    /// `capability` with its count, or `single` written that many times; nil when the entry
    /// has neither (or only a `single` listed in `unless`).
    private func repeated(_ capability: String, single: String, unless excluded: Set<String> = []) -> ((Int) -> String)? {
        if string(capability) != nil {
            return { [self] count in string(capability, count) ?? "" }
        }
        guard let one = string(single), !excluded.contains(one) else { return nil }
        return { count in String(repeating: one, count: count) }
    }
}

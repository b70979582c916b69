/// The cursor movements a writer uses inside a region of the screen whose place it does not
/// know (an inline region below the prompt): every move is relative to where the cursor is.
///
/// ``ansi`` is ECMA-48, what xterm-like terminals take; a terminal backend fills them from its
/// terminal's terminfo entry instead, so that they are right on every terminal.
package struct ControlSequences {
    /// Moves the cursor up `n` rows (n ≥ 1) without scrolling.
    package var cursorUp: (Int) -> String
    /// Moves the cursor down `n` rows (n ≥ 1) without scrolling.
    package var cursorDown: (Int) -> String
    /// Moves the cursor right `n` columns (n ≥ 1).
    package var cursorForward: (Int) -> String
    /// Moves the cursor to column `x` (0-based) of its row.
    package var column: (Int) -> String
    /// Moves the cursor to the first column of its row.
    package var carriageReturn: String

    /// Sequences made of the given functions.
    package init(
        cursorUp: @escaping (Int) -> String, cursorDown: @escaping (Int) -> String,
        cursorForward: @escaping (Int) -> String, column: @escaping (Int) -> String, carriageReturn: String
    ) {
        self.cursorUp = cursorUp
        self.cursorDown = cursorDown
        self.cursorForward = cursorForward
        self.column = column
        self.carriageReturn = carriageReturn
    }

    /// ECMA-48: CUU, CUD, CUF, CHA and CR.
    package static var ansi: ControlSequences {
        ControlSequences(
            cursorUp: { $0 == 1 ? "\u{1B}[A" : "\u{1B}[\($0)A" },
            cursorDown: { $0 == 1 ? "\u{1B}[B" : "\u{1B}[\($0)B" },
            cursorForward: { $0 == 1 ? "\u{1B}[C" : "\u{1B}[\($0)C" },
            column: { "\u{1B}[\($0 + 1)G" },
            carriageReturn: "\r"
        )
    }
}

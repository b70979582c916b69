import DiffableTUI

/// Checks the bytes a terminal receives for a frame: apart from the encoder's own escape
/// sequences and carriage returns, no control character (C0, DEL, C1), no line or paragraph
/// separator and no bidi control reaches it. Any of them would move the cursor, start a
/// sequence of its own, or reorder the row in a terminal that implements bidi.
@MainActor
enum TerminalBytes {
    /// Scalars that reorder text in a bidi-aware terminal.
    static let bidiControls: Set<UInt32> = [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E,
                                            0x2066, 0x2067, 0x2068, 0x2069]

    /// Problems with the cells of `screen` and, when `encoding`, with the bytes that draw it on a
    /// blank terminal. The cells are checked as well because a title's own `ESC [ 31 m` would
    /// pass for the encoder's; encoding costs more, so callers do it for some frames only.
    ///
    /// - Complexity: O(cells of `screen`).
    static func problems(_ screen: Buffer, colorDepth: ColorDepth, encoding: Bool = true) -> [String] {
        for (index, cell) in screen.cells.enumerated() where !cell.grapheme.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) {
            if let scalar = cell.grapheme.unicodeScalars.first(where: { isForbidden($0.value) }) {
                return ["the cell at (\(index % screen.size.width), \(index / screen.size.width)) holds U+\(String(scalar.value, radix: 16, uppercase: true))"]
            }
        }
        guard encoding else { return [] }
        let output = Array(ANSIEncoder.encodeFrame(screen, over: nil, colorDepth: colorDepth).unicodeScalars)
        var index = 0
        while index < output.count {
            let scalar = output[index]
            if scalar == "\u{1B}", index + 1 < output.count, output[index + 1] == "[" {
                // CSI: parameters and intermediates up to a final byte in @...~.
                index += 2
                while index < output.count, !(0x40...0x7E).contains(output[index].value) { index += 1 }
                index += 1
                continue
            }
            if scalar != "\r", isForbidden(scalar.value) {
                let value = scalar.value
                let before = String(String.UnicodeScalarView(output[max(0, index - 12)..<index]))
                return ["U+\(String(value, radix: 16, uppercase: true)) reaches the terminal after \(ScreenInvariants.debug(before))"]
            }
            index += 1
        }
        return []
    }

    private static func isForbidden(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 || bidiControls.contains(value)
    }
}

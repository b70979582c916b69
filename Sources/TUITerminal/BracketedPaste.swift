/// The text of a bracketed paste as it arrives: everything between `CSI 200 ~` and `CSI 201 ~`,
/// over as many reads as it takes.
///
/// Line ends become `\n` (terminals send a pasted line end as CR); tabs stay; other control
/// characters are dropped, so a pasted escape sequence cannot reach the app as one. An end
/// marker split between two reads is recognised: a read that ends part-way into it leaves
/// those tokens for the next.
struct BracketedPaste {
    /// The text so far.
    private(set) var text = ""
    /// Whether the end marker has arrived.
    private(set) var isFinished = false
    /// Tokens at the end of a read that may begin the end marker.
    private var held: [UInt32] = []
    /// Whether the last character taken was a CR, so that a LF after it adds nothing.
    private var afterCarriageReturn = false

    /// `ESC [ 2 0 1 ~`.
    private static let end: [UInt32] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// The text, once the paste has ended.
    var finishedText: String? { isFinished ? text : nil }

    /// Takes the paste's tokens from `start` on, up to and including its end marker; returns the
    /// index after the last token taken: the end of `tokens` when the paste goes on, or an event
    /// the reader decoded meanwhile (a resize, a mouse report), which is not the paste's to take.
    ///
    /// - Complexity: O(n) in the tokens taken.
    mutating func take(_ tokens: [InputToken], from start: Int) -> Int {
        var index = start
        while index < tokens.count {
            if case .event = tokens[index] { return index }
            guard case .character(let code) = tokens[index] else {
                // A key curses decoded inside the paste: its text, if it has one.
                if case .keyCode(let code, _) = tokens[index] {
                    switch InputDecoder.key(forKeyCode: code) {
                    case .enter?: append(0x0A)
                    case .tab?: append(0x09)
                    default: break
                    }
                }
                index += 1
                continue
            }
            held.append(code)
            index += 1
            if held == Self.end {
                isFinished = true
                held.removeAll()
                return index
            }
            // What cannot begin the marker is text; the rest may still begin it.
            while !held.isEmpty, !Self.end.starts(with: held) {
                append(held.removeFirst())
            }
        }
        return index
    }

    private mutating func append(_ code: UInt32) {
        defer { afterCarriageReturn = code == 0x0D }
        switch code {
        case 0x0D: text.append("\n")
        case 0x0A: if !afterCarriageReturn { text.append("\n") }
        case 0x09: text.append("\t")
        case 0..<0x20, 0x7F, 0x80..<0xA0: break
        default:
            if let scalar = Unicode.Scalar(code) { text.unicodeScalars.append(scalar) }
        }
    }
}

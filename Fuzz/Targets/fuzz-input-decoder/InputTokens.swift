import CNCurses
import FuzzSupport
import TUICore
import TUICurses
import TUITerminal

/// Turns fuzz bytes into the tokens one read of the terminal delivers.
///
/// Bytes are UTF-8 text, each scalar one character token, as curses' `get_wch` returns typed or
/// pasted text (a byte that starts no valid sequence is a token of its own code, as a terminal
/// in a non-UTF-8 locale would send it). 0xFF starts a token of another kind, chosen by the
/// next byte:
///
/// - 0: a curses key code (two bytes, any value) and its terminfo name (a length byte, then
///   that many bytes less one; length 0 is no name);
/// - 1: a mouse report: four bytes of button state, then the column and row (two bytes each),
///   decoded by `MouseDecoder` as the backend does;
/// - 2: a resize to the size in the next two bytes;
/// - 3: a character of any 32-bit code, including surrogates and values past U+10FFFF.
enum InputTokens {
    /// A mouse report as read, kept to check what `MouseDecoder` made of it.
    struct MouseReport {
        var state: mmask_t
        var position: Point
        var events: [MouseEvent]
    }

    /// The tokens in `input`, and the mouse reports among them.
    static func read(_ input: inout FuzzInput) -> (tokens: [InputToken], reports: [MouseReport]) {
        var tokens: [InputToken] = []
        var reports: [MouseReport] = []
        while !input.isAtEnd {
            let lead = input.byte()
            guard lead == 0xFF else {
                tokens.append(.character(character(lead: lead, &input)))
                continue
            }
            switch input.byte() % 4 {
            case 0:
                let code = Int32(Int16(bitPattern: UInt16(input.byte()) << 8 | UInt16(input.byte())))
                let length = Int(input.byte() % 16)
                let name = length == 0 ? nil : String(decoding: input.bytes(length - 1), as: UTF8.self)
                tokens.append(.keyCode(code, name: name))
            case 1:
                let state = input.bytes(4).reduce(mmask_t(0)) { $0 << 8 | mmask_t($1) }
                let position = Point(x: signedPair(&input), y: signedPair(&input))
                let events = MouseDecoder.events(state: state, at: position)
                reports.append(MouseReport(state: state, position: position, events: events))
                tokens += events.map { .event(.mouse($0)) }
            case 2:
                tokens.append(.event(.resize(Size(width: Int(input.byte()), height: Int(input.byte())))))
            default:
                tokens.append(.character(input.bytes(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }))
            }
        }
        return (tokens, reports)
    }

    /// The code of the UTF-8 sequence that starts with `lead`, or `lead` itself when the
    /// sequence is invalid (the bytes after it are then read again as tokens of their own).
    private static func character(lead: UInt8, _ input: inout FuzzInput) -> UInt32 {
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
        guard length > 1 else { return UInt32(lead) }
        var probe = input
        let sequence = [lead] + probe.bytes(length - 1)
        var decoder = UTF8()
        var iterator = sequence.makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator), sequence.count == length else {
            return UInt32(lead)
        }
        input = probe
        return scalar.value
    }

    private static func signedPair(_ input: inout FuzzInput) -> Int {
        Int(Int16(bitPattern: UInt16(input.byte()) << 8 | UInt16(input.byte())))
    }
}

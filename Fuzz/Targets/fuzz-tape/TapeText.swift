import FruitStand
import TUICore

/// Writes a parsed script back as tape text, one command a line, in the syntax
/// docs/fruitstand-data.md documents.
enum TapeText {
    static func write(_ script: Script) -> String {
        script.commands.map { line(for: $0.action) }.joined(separator: "\n")
    }

    static func line(for action: ScriptAction) -> String {
        switch action {
        case .press(let key, let count, let delay):
            return "Key\(at(delay)) \(name(of: key)) \(count)"
        case .type(let text, let delay):
            return "Type\(at(delay)) \(quoted(text))"
        case .sleep(let duration):
            return "Sleep \(milliseconds(duration))"
        case .resize(let size):
            return "Resize \(size.width)x\(size.height)"
        case .restoreSize:
            return "Resize full"
        case .screenshot(let path, _):
            return "Screenshot \(quoted(path))"
        case .caption(let text):
            return text.isEmpty ? "Caption" : "Caption \(quoted(text))"
        case .wait(let condition, let timeout):
            return "Wait\(at(timeout)) \(condition)"
        case .set(.typingSpeed(let speed)):
            return "Set TypingSpeed \(milliseconds(speed))"
        case .set(.waitTimeout(let timeout)):
            return "Set WaitTimeout \(milliseconds(timeout))"
        }
    }

    /// A key as `Key` takes it: a quoted character, or a name `Key(named:)` reads back.
    private static func name(of key: Key) -> String {
        switch key {
        case .character(" "): return "Space"
        case .character(let character): return quoted(String(character))
        case .control(let letter): return "Ctrl+\(letter)"
        case .backTab: return "Shift+Tab"
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        default: return key.description
        }
    }

    /// A `"…"` string with the escapes the parser reads: `\"`, `\\`, `\n` and `\t`, scalar
    /// by scalar as the parser reads it (a quote followed by a combining mark is still a quote).
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func at(_ duration: Duration?) -> String {
        duration.map { "@" + milliseconds($0) } ?? ""
    }

    private static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return "\(seconds * 1000 + attoseconds / 1_000_000_000_000_000)ms"
    }
}

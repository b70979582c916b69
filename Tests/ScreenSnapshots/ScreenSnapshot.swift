import SnapshotTesting
import TUICore

extension Snapshotting where Value == Buffer, Format == String {
    /// A screen as text and styles: the text between bars (trailing spaces visible), then the
    /// same grid with one key per cell (`.` for the plain style, a letter per other style in
    /// order of appearance; a wide glyph's two cells share one), then the legend.
    public static var screen: Snapshotting {
        Snapshotting<String, String>.lines.pullback { buffer in ScreenDump(buffer).text }
    }
}

/// The compact text-and-style dump golden screens are stored as.
public struct ScreenDump {
    /// The dump: text rows, style rows, legend.
    public let text: String

    public init(_ buffer: Buffer) {
        let keys = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var legend: [Style] = []
        var styleRows: [String] = []
        for y in 0..<buffer.size.height {
            var row = ""
            for x in 0..<buffer.size.width {
                let style = buffer[x, y].style
                if style == .plain {
                    row.append(".")
                    continue
                }
                let index = legend.firstIndex(of: style) ?? {
                    legend.append(style)
                    return legend.count - 1
                }()
                row.append(index < keys.count ? keys[index] : "?")
            }
            styleRows.append(row)
        }
        var out = buffer.lines(trimmingTrailingSpaces: false).map { "|\($0)|" }
        out.append("")
        out += styleRows.map { "|\($0)|" }
        out.append("")
        for (index, style) in legend.enumerated() {
            out.append("\(index < keys.count ? keys[index] : "?")  \(Self.describe(style))")
        }
        text = out.joined(separator: "\n") + "\n"
    }

    static func describe(_ style: Style) -> String {
        var parts: [String] = []
        if style.foreground != .default { parts.append("fg \(describe(style.foreground))") }
        if style.background != .default { parts.append("bg \(describe(style.background))") }
        let names: [(TextAttributes, String)] = [(.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse"), (.strikethrough, "strikethrough")]
        parts += names.filter { style.attributes.contains($0.0) }.map(\.1)
        return parts.joined(separator: " · ")
    }

    static func describe(_ color: Color) -> String {
        switch color {
        case .default: return "default"
        case .ansi(let n): return "ansi\(n)"
        case .indexed(let n): return "\(n)"
        case .rgb(let r, let g, let b):
            let hex = [r, g, b].map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
            return "#\(hex)"
        }
    }
}

import DiffableTUI
import Foundation

// inline-probe: an inline app for the end-to-end tests, exercising what `pick` does not: a
// fixed region, the last frame kept on exit, the terminal's cursor shown below the first row,
// `q` to quit, and a real trap. Public API only.
//
//   inline-probe [--fixed N | --fit N] [--rows N] [--keep] [--cursor] [--full-screen]
//
// With --full-screen it runs on the ncurses backend instead, the whole screen its region (the
// terminal's cursor and `run(returning:)` there too).
// Row 0 says "probe" and the keys pressed (a paste as "paste:TEXT"), then "(unfocused)" while the
// terminal reports it lost the focus; rows 1... are "row 1", "row 2", ... with a marker on the
// current one. ↑ ↓ move it, Enter prints "row N" (status 0), q quits (status 1), x traps.

/// The probe's one view.
final class ProbeView: View {
    let host: any ApplicationHost
    let rows: Int
    let showsCursor: Bool
    var current = 1
    var typed = ""

    init(host: any ApplicationHost, rows: Int, showsCursor: Bool) {
        self.host = host
        self.rows = rows
        self.showsCursor = showsCursor
        super.init(frame: host.window.bounds)
        placeCursor()
    }

    override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: 1 + rows)
    }

    override func draw(in canvas: inout Canvas) {
        let focus = window?.isKeyWindow == false ? " (unfocused)" : ""
        canvas.write("probe \(typed)\(focus)", at: .zero, style: Style.plain.bold)
        for row in 1...max(1, rows) where row < bounds.height {
            canvas.write((row == current ? "> " : "  ") + "row \(row)", at: Point(x: 0, y: row), style: .plain)
        }
    }

    override func handleKey(_ key: Key) -> Bool {
        typed += key.description
        switch key {
        case .up: current = max(1, current - 1)
        case .down: current = min(rows, current + 1)
        case .enter: host.finish(returning: "row \(current)")
        case .character("q"): host.cancel()
        case .character("x"): fatalError("--debug-crash")
        default: break
        }
        placeCursor()
        setNeedsDisplay()
        return true
    }

    override func paste(_ sender: Any?) {
        typed += "paste:" + (Pasteboard.general.string ?? "").replacingOccurrences(of: "\n", with: "⏎")
        setNeedsDisplay()
    }

    /// With `--cursor`, the terminal's cursor sits on the current row, after its marker.
    private func placeCursor() {
        host.window.terminalCursorPosition = showsCursor ? Point(x: 2, y: current) : nil
    }
}

var options = InlineBackend.Options(height: .fixed(6))
var rows = 20
var showsCursor = false
var fullScreen = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--fixed": options.height = .fixed(Int(arguments.popFirst() ?? "") ?? 6)
    case "--fit": options.height = .fitting(maximum: Int(arguments.popFirst() ?? "") ?? 6)
    case "--rows": rows = Int(arguments.popFirst() ?? "") ?? rows
    case "--keep": options.clearsOnExit = false
    case "--cursor": showsCursor = true
    case "--full-screen": fullScreen = true
    default:
        FileHandle.standardError.write(Data("inline-probe: unexpected argument '\(argument)'\n".utf8))
        exit(2)
    }
}
do {
    let backend: any InteractiveBackend = fullScreen ? try CursesBackend() : try InlineBackend(options: options)
    let app = Application(backend: backend)
    let view = ProbeView(host: app, rows: rows, showsCursor: showsCursor)
    app.window.rootView = view
    view.becomeFirstResponder()
    guard let choice = await app.run(returning: String.self) else { exit(1) }
    print(choice)
} catch {
    FileHandle.standardError.write(Data("inline-probe: \(error)\n".utf8))
    exit(2)
}

import DiffableTUI
import Foundation
import PickUI

/// Prints `message` after the program's name on stderr and exits with status 2.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("pick: \(message)\n".utf8))
    exit(2)
}

var height = 10
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "-h", "--help":
        print("usage: some-command | pick [--height N]   (N rows below the prompt, 10 by default)")
        print("Type to filter, ↑ ↓ to move, Enter prints the line (exit 0), Esc prints nothing (exit 1).")
        exit(0)
    case "--height":
        guard let rows = arguments.popFirst().flatMap({ Int($0) }), rows >= 2 else {
            fail("--height takes a number of rows, 2 or more, e.g. --height 15")
        }
        height = rows
    default:
        fail("unexpected argument '\(argument)'; try --help")
    }
}
guard isatty(0) == 0 else { fail("reads the lines to choose from on standard input, e.g. ls | pick") }

do {
    let backend = try InlineBackend(options: .init(height: .fitting(maximum: height)))
    let app = Application(backend: backend)
    let picker = Picker(host: app)
    app.window.rootView = picker
    picker.field.becomeFirstResponder()
    let reader = LineReader(descriptor: 0, lines: picker.append) { error in
        guard let error else { return picker.endOfInput() }
        app.printAfterExit("pick: cannot read standard input: \(error)")   // "Is a directory"
        app.terminate(exitCode: 2)
    }
    reader.start()
    guard let line = await app.run(returning: String.self) else { exit(1) }   // Esc
    print(line)
} catch {
    fail("\(error)")   // "needs an interactive terminal", "unknown terminal type 'foo'"
}

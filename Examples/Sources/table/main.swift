import DiffableTUI
import Foundation
import TableApp

// `table` shows the stand's fruit; Enter prints the chosen fruit's name (`x=$(table)` captures
// it: the table draws on the terminal whatever standard output is), q quits printing nothing.
do {
    let app = Application(backend: try CursesBackend())
    let table = FruitTableView(fruit: Fruit.stand)
    app.window.rootView = table
    app.window.unhandledKeyHandler = { key in
        guard key == .character("q") else { return false }
        app.terminate(exitCode: 0)
        return true
    }
    table.chosen = { app.finish(returning: $0.name) }
    table.collectionView.becomeFirstResponder()
    guard let name = await app.run(returning: String.self) else { exit(1) }
    print(name)
} catch {
    FileHandle.standardError.write(Data("table: \(error)\n".utf8))
    exit(2)
}

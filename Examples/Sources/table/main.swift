import DiffableTUI
import Foundation
import TableApp

do {
    let app = Application(backend: try CursesBackend())
    let table = FruitTableView(fruit: Fruit.stand)
    app.window.rootView = table
    app.window.unhandledKeyHandler = { key in
        guard key == .character("q") else { return false }
        app.terminate(exitCode: 0)
        return true
    }
    table.collectionView.becomeFirstResponder()
    app.run()
} catch {
    FileHandle.standardError.write(Data("table: \(error)\n".utf8))
    exit(2)
}

import DiffableTUI
import Foundation
import FruitApp

do {
    let app = Application(backend: try CursesBackend())
    app.minimumSize = Size(width: 30, height: 6)    // smaller: "terminal too small (needs 30x6)"
    let root = FruitListView(host: app)
    app.window.rootView = root
    root.collectionView.becomeFirstResponder()
    app.run()                                       // never returns
} catch {
    FileHandle.standardError.write(Data("fruit: \(error)\n".utf8))   // "needs an interactive terminal"
    exit(2)
}

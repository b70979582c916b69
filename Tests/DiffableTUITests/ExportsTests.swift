import DiffableTUI
import Testing

/// What one plain `import DiffableTUI` gives an app: this file imports nothing else, and this
/// test target does not depend on `TUICurses`, so it compiles only while the module re-exports
/// the backend along with the layers below it.
struct ExportsTests {
    @Test func oneImportGivesTheNcursesBackendAndEveryLayer() {
        let backend: any InteractiveBackend.Type = CursesBackend.self
        #expect(ObjectIdentifier(backend) == ObjectIdentifier(CursesBackend.self))
        #expect(CursesBackend.Options().escapeDelay == 25)
        #expect(DiffableDataSourceSnapshot<Int, Int>().numberOfItems == 0)           // Diffable
        #expect(LayoutSize(widthDimension: .absolute(3), heightDimension: .absolute(1))
            .widthDimension == .absolute(3))                                            // CompositionalLayout
        #expect(Size(width: 2, height: 1).width == 2)                                   // TUICore
    }
}

@testable import DiffableTUI

/// A window holding one collection view, driven by events and rendered headless.
@MainActor
struct Harness {
    let window: Window
    let collectionView: CollectionView

    init(width: Int, height: Int, layout: CompositionalLayout, focused: Bool = true, clock: ManualAnimationClock = ManualAnimationClock()) {
        window = Window(size: Size(width: width, height: height), clock: clock)
        collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        window.rootView = collectionView
        if focused { collectionView.becomeFirstResponder() }
    }

    /// Lays out and draws a frame.
    @discardableResult
    func frame() -> Buffer { window.renderFrame() }

    /// The screen as text.
    func text() -> String { window.renderFrame().plainText() }

    func press(_ keys: Key...) {
        for key in keys {
            window.send(.key(key))
            _ = window.renderFrame()
        }
    }

    func click(x: Int, y: Int) {
        window.send(.mouse(MouseEvent(kind: .press(button: 1), position: Point(x: x, y: y))))
        window.send(.mouse(MouseEvent(kind: .release(button: 1), position: Point(x: x, y: y))))
        _ = window.renderFrame()
    }

    func wheel(down: Bool, x: Int = 1, y: Int = 1) {
        window.send(.mouse(MouseEvent(kind: down ? .wheelDown : .wheelUp, position: Point(x: x, y: y))))
        _ = window.renderFrame()
    }
}

extension Harness {
    /// A data source showing each string item as a list cell's text. The collection view
    /// holds it weakly: keep it alive for as long as the test uses the harness.
    func textDataSource<Section: Hashable & Sendable>(sections: Section.Type = Int.self) -> CollectionViewDiffableDataSource<Section, String> {
        textDataSource(sections: sections) { $0 }
    }

    /// A data source showing `text(item)` as each item's list cell text. Keep it alive as
    /// `textDataSource(sections:)` says.
    func textDataSource<Section: Hashable & Sendable, Item: Hashable>(
        sections: Section.Type = Int.self, text: @escaping @MainActor (Item) -> String
    ) -> CollectionViewDiffableDataSource<Section, Item> {
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Item> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = text(item)
            cell.contentConfiguration = content
        }
        return CollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
    }
}

/// A list layout of one appearance with supplementary headers (and optionally footers).
@MainActor
func listLayout(_ appearance: ListConfiguration.Appearance, header: ListConfiguration.HeaderMode = .supplementary, footer: Bool = false) -> CompositionalLayout {
    var configuration = ListConfiguration(appearance: appearance)
    configuration.headerMode = header
    if footer { configuration.footerMode = .supplementary }
    return .list(using: configuration)
}

import DiffableTUI
@testable import FruitStand

/// A headless app for tests: seed 7, good weather, loaded and settled before the test
/// presses anything.
@MainActor
func launchApp(
    size: Size = Size(width: 80, height: 24), colorDepth: ColorDepth = .indexed256, seed: UInt64 = 7,
    weather: WeatherOption = .good, source: InventorySource = .builtIn, stateStore: StateStore? = nil,
    captions: Bool = false, settle: Bool = true
) async -> HeadlessRun {
    let configuration = FruitStandConfiguration(
        seed: seed, weather: weather, source: source, showsCaptions: captions, stateStore: stateStore)
    let run = HeadlessRun(size: size, colorDepth: colorDepth, configuration: configuration)
    if settle { await run.settle() }
    return run
}

/// A headless app (seed 7, good weather) whose content refreshes all run in the background
/// (`background`, as from 20,000 fruit) or all at once, loaded and settled.
@MainActor
func launchApp(background: Bool, source: InventorySource = .builtIn) async -> HeadlessRun {
    let app = await launchApp(source: source, settle: false)
    app.session.backgroundRefreshThreshold = background ? 0 : .max
    await app.settle()
    return app
}

extension HeadlessRun {
    /// Lets the fetch finish and the animations end.
    func settle() async {
        await pass(1)
        var waited = 0.0
        while !isIdle, waited < 10 {
            await pass(0.1)
            waited += 0.1
        }
    }

    /// Presses each key, then lets the animations end.
    func keys(_ keys: Key...) async {
        for key in keys { press(key) }
        await settle()
    }

    /// Types a text one character at a time.
    func type(_ text: String) async {
        for character in text { press(.character(character)) }
        await settle()
    }

    func click(x: Int, y: Int) async {
        driver.send(.mouse(MouseEvent(kind: .press(button: 1), position: Point(x: x, y: y))))
        driver.send(.mouse(MouseEvent(kind: .release(button: 1), position: Point(x: x, y: y))))
        await settle()
    }

    func wheel(down: Bool, x: Int, y: Int) async {
        driver.send(.mouse(MouseEvent(kind: down ? .wheelDown : .wheelUp, position: Point(x: x, y: y))))
        await settle()
    }

    var lines: [String] { driver.screenLines }
    var text: String { driver.screenText }

    var sidebarFocus: SidebarItem? { session.sidebar.focusedItem }
    var contentFocus: Fruit? { session.content.focusedItem?.fruitID.flatMap(session.store.fruit) }
    var contentSnapshot: ContentController.Snapshot { session.content.dataSource.snapshot() }

    /// The names of the fruit shown, in order.
    var shownNames: [String] {
        contentSnapshot.itemIdentifiers.compactMap { $0.fruitID.flatMap(session.store.fruit)?.name }
    }

    /// The screen position of an item's cell (its centre), for clicks.
    func center(of indexPath: IndexPath) -> Point? {
        let collectionView = session.content.collectionView
        guard let cell = collectionView.cellForItem(at: indexPath) else { return nil }
        let origin = collectionView.originInWindow
        return Point(x: origin.x + cell.frame.midX, y: origin.y + cell.frame.midY)
    }
}

extension Rect {
    var midX: Int { minX + width / 2 }
    var midY: Int { minY + height / 2 }
}

import Testing
@testable import DiffableTUI

/// Who gets the keys when the app never chose: the first view that accepts them.
@MainActor
struct ResponderTests {
    /// A header label above a list, in a container that lays them out: a typical root view.
    private final class Screen: View {
        let title = Label(text: "Processes")
        let list: CollectionView

        init(list: CollectionView) {
            self.list = list
            super.init(frame: .zero)
            addSubview(title)
            addSubview(list)
        }

        override func layoutSubviews() {
            title.frame = Rect(x: 0, y: 0, width: bounds.width, height: 1)
            list.frame = Rect(x: 0, y: 1, width: bounds.width, height: max(0, bounds.height - 1))
        }
    }

    private func screen(render: Bool = true) -> (Window, Screen, ArrayDataSource) {
        let window = Window(size: Size(width: 30, height: 8), clock: ManualAnimationClock())
        let list = CollectionView(frame: .zero, collectionViewLayout: listLayout(.plain, header: .none))
        let source = ArrayDataSource([["init", "sshd", "bash", "top"]])
        list.dataSource = source
        let screen = Screen(list: list)
        window.rootView = screen
        if render { _ = window.renderFrame() }
        return (window, screen, source)
    }

    /// The first arrow puts the focus on the first item shown, the next moves it.
    @Test func keysReachAListInsideAContainerWithoutBecomeFirstResponder() {
        let (window, screen, source) = screen()
        defer { withExtendedLifetime(source) {} }
        #expect(window.firstResponder == nil)
        window.send(.key(.down))
        #expect(window.firstResponder === screen.list)
        #expect(screen.list.focusedIndexPath == IndexPath(item: 0, section: 0))
        window.send(.key(.down))
        #expect(screen.list.focusedIndexPath == IndexPath(item: 1, section: 0))
    }

    /// A key before the first frame finds the list too.
    @Test func aKeyBeforeTheFirstFrameFindsTheList() {
        let (window, screen, source) = screen(render: false)
        window.send(.key(.end))
        withExtendedLifetime(source) {}
        #expect(window.firstResponder === screen.list)
        #expect(screen.list.focusedIndexPath == IndexPath(item: 3, section: 0))
    }

    @Test func aFirstResponderRemovedFromTheWindowHandsTheKeysOn() {
        let (window, screen, source) = screen()
        defer { withExtendedLifetime(source) {} }
        let field = TextField()
        screen.addSubview(field)
        screen.list.removeFromSuperview()
        window.send(.key(.character("x")))
        #expect(window.firstResponder === field)
        #expect(field.text == "x")
    }

    @Test func withNothingToAcceptThemKeysGoToTheUnhandledHandler() {
        let window = Window(size: Size(width: 10, height: 2), clock: ManualAnimationClock())
        window.rootView = Label(text: "hi")
        var unhandled: [Key] = []
        window.unhandledKeyHandler = { unhandled.append($0); return true }
        window.send(.key(.down))
        #expect(unhandled == [.down])
        #expect(window.firstResponder == nil)
    }
}

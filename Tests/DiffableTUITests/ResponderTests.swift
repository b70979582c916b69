import Testing
@testable import DiffableTUI

/// Who gets the keys when the app never chose: the first view that accepts them.
@MainActor
struct ResponderTests {
    /// A header label above a list, in a container that lays them out: a typical root view.
    private final class Screen: View {
        let title = Label(text: "Processes")
        let list: CollectionView
        /// The keys that reached the screen (no view below used them).
        var keys: [Key] = []

        init(list: CollectionView) {
            self.list = list
            super.init(frame: .zero)
            addSubview(title)
            addSubview(list)
        }

        override func handleKey(_ key: Key) -> Bool {
            keys.append(key)
            return true
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

    /// A list made first responder by the app, given keys before anything was drawn: the
    /// window lays out before it delivers them, so the list knows its rows and where its focus
    /// is (a delete key then finds the first row focused, as on screen).
    @Test func aKeyBeforeTheFirstFrameFindsTheChosenListLaidOut() {
        let (window, screen, source) = screen(render: false)
        defer { withExtendedLifetime(source) {} }
        screen.list.becomeFirstResponder()
        window.send(.key(.down))
        #expect(screen.list.focusedIndexPath == IndexPath(item: 1, section: 0))
    }

    /// A click before the first frame hits the view that will be under it.
    @Test func aClickBeforeTheFirstFrameHitsTheLaidOutView() throws {
        let (drawn, _, drawnSource) = screen()
        let row = drawn.renderFrame().plainText().split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("bash") }
        withExtendedLifetime(drawnSource) {}
        let (window, screen, source) = screen(render: false)
        defer { withExtendedLifetime(source) {} }
        let position = Point(x: 2, y: try #require(row))
        window.send(.mouse(MouseEvent(kind: .press(button: 1), position: position)))
        window.send(.mouse(MouseEvent(kind: .release(button: 1), position: position)))
        #expect(screen.list.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    /// A press that moves its view away (a compact drawer closing on a choice) still gets its
    /// release there, as a touch stays with the view it began in: the row's highlight ended.
    /// It stayed on, drawn as a focus bold and underlined below 256 colours.
    @Test func aReleaseGoesToTheViewThePressWentTo() throws {
        let (window, screen, source) = screen()
        defer { withExtendedLifetime(source) {} }
        let mover = MovingDelegate()
        screen.list.delegate = mover
        let row = try #require(window.renderFrame().plainText().split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("bash") })
        window.send(.mouse(MouseEvent(kind: .press(button: 1), position: Point(x: 2, y: row))))
        #expect(screen.list.frame.minX == 20, "the press moved the list")
        window.send(.mouse(MouseEvent(kind: .release(button: 1), position: Point(x: 2, y: row))))
        _ = window.renderFrame()
        #expect(screen.list.cellForItem(at: IndexPath(item: 2, section: 0))?.configurationState.isHighlighted == false)
    }

    /// Moves the list aside when an item is chosen.
    private final class MovingDelegate: CollectionViewDelegate {
        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
            collectionView.frame.origin.x = 20
        }
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

    /// A delegate that acts on a choice without selecting.
    private final class Opener: CollectionViewDelegate {
        var opened: [Int] = []
        func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
            opened.append(indexPath.item)
        }
    }

    /// Issue 33 §9: with selection off and no primary action, Enter and Space choose nothing;
    /// they go on up to the view that holds the list (a screen's own Enter), where they were
    /// swallowed. A list that does use them — selecting, or a primary action — keeps them.
    @Test func enterAndSpaceTheListDoesNotUseReachItsParent() {
        let (window, screen, source) = screen()
        defer { withExtendedLifetime(source) {} }
        screen.list.allowsSelection = false
        window.send(.key(.down))
        window.send(.key(.enter))
        window.send(.key(.character(" ")))
        #expect(screen.keys == [.enter, .character(" ")], "no delegate")
        let opener = Opener()
        screen.list.delegate = opener
        window.send(.key(.enter))
        #expect(opener.opened == [0])
        #expect(screen.keys == [.enter, .character(" ")], "the primary action used it")
        screen.list.delegate = nil
        screen.list.allowsSelection = true
        window.send(.key(.enter))
        #expect(screen.list.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(screen.keys == [.enter, .character(" ")], "selecting used it")
    }
}

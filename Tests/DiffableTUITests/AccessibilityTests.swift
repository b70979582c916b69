import DiffableTUITesting
import Testing

/// Accessible mode: announcements composed from each update's changeset and the focus,
/// coalesced under a stream; the terminal's cursor on the focused item's text; cuts instead of
/// animations; and nothing at all without the mode. (Words are posted to the test's own window:
/// `Accessibility.post` reaches every window in the mode, so its test is in the serialized
/// AccessibleStandTests.)
@MainActor
@Suite struct AccessibilityTests {
    /// A list of fruit with their stock as secondary text, in a headless driver.
    @MainActor
    final class FruitList {
        let driver: HeadlessDriver
        let collectionView: CollectionView
        var dataSource: CollectionViewDiffableDataSource<Int, String>!
        var stock: [String: Int] = [:]

        init(_ items: [String], accessible: Bool = true, size: Size = Size(width: 30, height: 16)) {
            driver = HeadlessDriver(size: size)
            collectionView = CollectionView(frame: .zero, collectionViewLayout: .list(using: ListConfiguration(appearance: .plain)))
            driver.window.rootView = collectionView
            driver.window.isAccessibleModeEnabled = accessible
            let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { [unowned self] cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                content.secondaryText = stock[item].map { "\($0) in stock" }
                cell.contentConfiguration = content
            }
            dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            apply(items, animated: false)
            collectionView.becomeFirstResponder()
            // The focus lands on the first item ("Gala, 1 of 4"); a second later the next
            // sentence may come at once.
            driver.advance(by: 1)
            _ = driver.takeAnnouncements()
        }

        func apply(_ items: [String], animated: Bool = true) {
            var snapshot = DiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(items)
            dataSource.apply(snapshot, animatingDifferences: animated)
            driver.displayIfNeeded()
        }

        var items: [String] { dataSource.snapshot().itemIdentifiers }
    }

    static let fruit = ["Gala", "Fuji", "Braeburn", "Navel"]

    /// Rows arriving where the user is not looking (below a list scrolled to its top, as a
    /// reader who scrolled up a live log) change nothing on screen: nothing is said.
    @Test func changesOutOfSightAreNotSaid() {
        let items = (1...40).map { "Entry \($0)" }
        let list = FruitList(items)
        list.apply(items + ["Entry 41", "Entry 42"])
        list.driver.advance(by: 1)
        #expect(list.driver.takeAnnouncements().isEmpty)
        list.apply(["Entry 0"] + items + ["Entry 41", "Entry 42"])
        list.driver.advance(by: 1)
        #expect(list.driver.takeAnnouncements() == ["Entry 0 added, 1 of 43"])
    }

    /// Rows appended at an end the list follows come into view and are read as they arrive:
    /// no "1 added" before them (a followed log would say it twice a second, over its lines).
    @Test func rowsAppendedAtAFollowedEndAreNotSaid() {
        let items = (1...40).map { "Entry \($0)" }
        let list = FruitList(items)
        list.collectionView.defaultScrollAnchor = .bottom
        list.collectionView.scrollToItem(at: IndexPath(item: 39, section: 0), at: .bottom, animated: false)
        list.driver.advance(by: 1)
        _ = list.driver.takeAnnouncements()
        list.apply(items + ["Entry 41"])
        list.driver.advance(by: 1)
        #expect(list.driver.screen.contains("Entry 41"), "the row came into view")
        #expect(list.driver.takeAnnouncements().isEmpty)
        list.apply(["Entry 0"] + items + ["Entry 41"])
        list.driver.advance(by: 1)
        #expect(list.driver.takeAnnouncements().isEmpty, "an insert at the top, out of sight")
    }

    /// Choosing the focused item changes only its colour: Space says it, "selected".
    @Test func choosingTheFocusedItemIsSaid() {
        let list = FruitList(Self.fruit)
        list.driver.press(.down)
        list.driver.advance(by: 1)
        _ = list.driver.takeAnnouncements()
        list.driver.press(.character(" "))
        list.driver.advance(by: 1)
        #expect(list.driver.takeAnnouncements() == ["Fuji, selected, 2 of 4"])
    }

    /// A sheet says what it is as it opens and puts the cursor on its first line, not in the
    /// window's corner; Enter, not Esc (a screen reader's own key), is named to close it.
    @Test func aSheetSaysItsTitleAndTakesTheCursorToItsFirstLine() throws {
        let driver = HeadlessDriver(size: Size(width: 40, height: 16))
        let root = View()
        driver.window.rootView = root
        driver.window.isAccessibleModeEnabled = true
        driver.advance(by: 1)
        _ = driver.takeAnnouncements()
        let sheet = SheetView(title: "Keys", rows: [.row("↑ ↓", "move"), .row("q", "quit")])
        sheet.present(in: root)
        driver.advance(by: 1)
        #expect(driver.takeAnnouncements() == ["Keys, 2 lines, Enter closes"])
        let cursor = try #require(driver.backend.cursor)
        #expect(driver.screen.line(cursor.y).dropFirst(cursor.x).hasPrefix("↑ ↓"), "\(cursor) \(driver.screenLines)")
        #expect(driver.screen.contains("Enter close"))
        #expect(!driver.screen.contains("Esc close"))
    }

    @Test func anInsertIsAnnouncedByNameAndPlace() {
        let list = FruitList(Self.fruit)
        list.apply(["Gala", "Fuji", "Kiwi", "Braeburn", "Navel"])
        #expect(list.driver.takeAnnouncements() == ["Kiwi added, 3 of 5"])
        #expect(list.driver.screenLines.first == "Kiwi added, 3 of 5")
    }

    @Test func aDeleteIsAnnouncedByName() {
        let list = FruitList(Self.fruit)
        list.apply(["Gala", "Braeburn", "Navel"])
        #expect(list.driver.takeAnnouncements() == ["Fuji removed"])
    }

    @Test func deletingTheFocusedItemAlsoSaysWhereTheFocusWent() {
        let list = FruitList(Self.fruit)
        list.collectionView.focusedIndexPath = IndexPath(item: 1, section: 0)
        list.driver.advance(by: 1)
        _ = list.driver.takeAnnouncements()
        list.apply(["Gala", "Braeburn", "Navel"])
        #expect(list.driver.takeAnnouncements() == ["Fuji removed. Braeburn, 2 of 3"])
    }

    @Test func severalChangesAreCounted() {
        let list = FruitList(Self.fruit)
        list.apply(["Gala", "Kiwi", "Braeburn", "Navel", "Lime"])
        #expect(list.driver.takeAnnouncements() == ["2 added, 1 removed"])
    }

    @Test func aMoveSaysTheNewPlace() {
        let list = FruitList(Self.fruit)
        list.apply(["Gala", "Braeburn", "Fuji", "Navel"])
        #expect(list.driver.takeAnnouncements() == ["Fuji moved to 3 of 4"] || list.driver.announcementTexts.last == "Braeburn moved to 2 of 4")
        list.driver.advance(by: 1)
        list.apply(["Navel", "Gala", "Braeburn", "Fuji"])
        #expect(list.driver.takeAnnouncements() == ["Navel moved to 1 of 4"])
    }

    @Test func reloadsAndReconfiguresSayWhatChanged() {
        let list = FruitList(Self.fruit)
        list.stock["Fuji"] = 2
        var snapshot = list.dataSource.snapshot()
        snapshot.reconfigureItems(["Fuji"])
        list.dataSource.apply(snapshot)
        list.driver.displayIfNeeded()
        #expect(list.driver.takeAnnouncements() == ["Fuji updated, 2 in stock"])
        list.driver.advance(by: 1)
        snapshot = list.dataSource.snapshot()
        snapshot.reloadItems(["Gala", "Navel"])
        list.dataSource.apply(snapshot)
        list.driver.displayIfNeeded()
        #expect(list.driver.takeAnnouncements() == ["2 updated"])
        list.driver.advance(by: 1)
        list.dataSource.applySnapshotUsingReloadData(list.dataSource.snapshot())
        list.driver.displayIfNeeded()
        #expect(list.driver.takeAnnouncements() == ["Reloaded, 4 items"])
    }

    @Test func focusMovesSayTheItemItsValueAndPlace() {
        let list = FruitList(Self.fruit)
        list.stock["Fuji"] = 2
        list.apply(Self.fruit)   // no change, no words
        list.driver.press(.down)
        #expect(list.driver.takeAnnouncements() == ["Fuji, 2 of 4"])
        list.driver.advance(by: 1)
        list.driver.press(.up)
        list.driver.advance(by: 1)
        var snapshot = list.dataSource.snapshot()
        snapshot.reconfigureItems(["Fuji"])
        list.dataSource.apply(snapshot, animatingDifferences: false)
        list.driver.advance(by: 1)
        _ = list.driver.takeAnnouncements()
        list.driver.press(.down)
        #expect(list.driver.takeAnnouncements() == ["Fuji, 2 in stock, 2 of 4"])
        list.driver.advance(by: 1)
        list.driver.press(.enter)   // selects
        list.driver.advance(by: 1)
        list.driver.press(.down, .up)
        list.driver.advance(by: 1)
        #expect(list.driver.takeAnnouncements().last == "Fuji, 2 in stock, selected, 2 of 4")
    }

    /// A place is said as the screen counts: among all the items, across sections ("4 of 5"
    /// for the first orange after three apples), not within the section ("1 of 2").
    @Test func placesCountAcrossSections() {
        let list = FruitList([])
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Gala", "Fuji", "Braeburn"], toSection: 0)
        snapshot.appendItems(["Navel", "Valencia"], toSection: 1)
        list.dataSource.apply(snapshot, animatingDifferences: false)
        list.driver.advance(by: 1)
        _ = list.driver.takeAnnouncements()
        list.collectionView.focusedIndexPath = IndexPath(item: 2, section: 0)
        list.driver.advance(by: 1)
        _ = list.driver.takeAnnouncements()
        list.driver.press(.down)
        #expect(list.driver.takeAnnouncements() == ["Navel, 4 of 5"])
        list.driver.advance(by: 1)
        list.driver.press(.down)
        #expect(list.driver.takeAnnouncements() == ["Valencia, 5 of 5"])
    }

    @Test func expandingAndCollapsingSayHowManyRows() {
        let driver = HeadlessDriver(size: Size(width: 30, height: 14))
        var configuration = ListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        let collectionView = CollectionView(frame: .zero, collectionViewLayout: .list(using: configuration))
        driver.window.rootView = collectionView
        driver.window.isAccessibleModeEnabled = true
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = indexPath.item == 0 || item == "Apples" ? [.outlineDisclosure()] : []
        }
        let dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit"])
        outline.append(["Apples", "Oranges"], to: "Fruit")
        outline.append(["Gala", "Fuji", "Braeburn", "Pink Lady"], to: "Apples")
        outline.expand(["Fruit", "Apples"])
        dataSource.apply(outline, to: "fruit", animatingDifferences: false)
        driver.displayIfNeeded()
        #expect(driver.takeAnnouncements() == ["1 section added, 7 added"])
        driver.advance(by: 1)
        collectionView.becomeFirstResponder()
        collectionView.focusedIndexPath = dataSource.indexPath(for: "Apples")
        driver.advance(by: 1)
        #expect(driver.takeAnnouncements() == ["Apples, expanded, 2 of 7"])
        driver.press(.left)
        #expect(driver.takeAnnouncements() == ["Apples collapsed, 4 hidden"])
        #expect(!driver.screenText.contains("Gala"))
        driver.advance(by: 1)
        driver.press(.right)
        #expect(driver.takeAnnouncements() == ["Apples expanded, 4 shown"])
        driver.advance(by: 1)
        driver.press(.up)
        #expect(driver.takeAnnouncements() == ["Fruit, heading, expanded, 1 of 7"])
    }

    @Test func aStreamOfTenUpdatesASecondIsCoalescedAndNothingIsLost() {
        // Tall enough that every row arrives in sight (changes out of sight are not said).
        let list = FruitList(["Apple 0"], size: Size(width: 30, height: 70))
        let before = list.driver.announcements.count
        var items = ["Apple 0"]
        for index in 1...30 {
            items.append("Apple \(index)")
            list.apply(items)
            list.driver.advance(by: 0.1)
        }
        list.driver.advance(by: 1)
        let spoken = Array(list.driver.announcements.dropFirst(before))
        // At most two a second, each sentence once.
        for (earlier, later) in zip(spoken, spoken.dropFirst()) {
            #expect(later.time - earlier.time >= 0.5 - 1e-6)
        }
        #expect((6...8).contains(spoken.count), "\(spoken)")
        // Every insert is counted once: "Apple 1 added, 2 of 2", then "5 added", ...
        let added = spoken.map { sentence -> Int in
            if sentence.text.hasPrefix("Apple ") { return sentence.text.contains(" added, ") ? 1 : 0 }
            return Int(sentence.text.split(separator: " ").first ?? "") ?? 0
        }
        #expect(added.reduce(0, +) == 30, "\(spoken)")
        #expect(spoken.first?.text == "Apple 1 added, 2 of 2")
    }

    @Test func anAppsAnnouncementTakesThePlaceOfTheComposedOne() {
        let list = FruitList(Self.fruit)
        // The app shuffles and says so in the same turn (before the frame).
        var snapshot = list.dataSource.snapshot()
        snapshot.deleteAllItems()
        snapshot.appendSections([0])
        snapshot.appendItems(["Navel", "Braeburn", "Fuji", "Gala"])
        list.dataSource.apply(snapshot)
        list.driver.window.post(notification: .announcement, argument: "Stand shuffled")
        list.driver.displayIfNeeded()
        #expect(list.driver.takeAnnouncements() == ["Stand shuffled"])
        #expect(list.driver.screenLines.first == "Stand shuffled")
    }

    @Test func aLaterAnnouncementTakesThePlaceOfOneStillWaiting() {
        let list = FruitList(Self.fruit)
        // Typed into a filter a tenth of a second apart: the first is said at once, the
        // second waits and the third takes its place.
        for text in ["1 of 3 match “f”", "1 of 3 match “fu”", "no match for “fux”"] {
            list.driver.window.post(notification: .announcement, argument: text)
            list.driver.advance(by: 0.1)
        }
        list.driver.advance(by: 1)
        #expect(list.driver.takeAnnouncements() == ["1 of 3 match “f”", "no match for “fux”"])
    }

    @Test func eachChangeIsSaidOnceAndTheSameWordsAgainAfterABlank() {
        let list = FruitList(Self.fruit)
        list.driver.window.post(notification: .announcement, argument: "Stand shuffled")
        list.driver.advance(by: 1)
        // Redraws, layout and resizes say nothing again.
        list.driver.window.setNeedsLayout()
        list.driver.send(.resize(Size(width: 32, height: 16)))
        list.driver.advance(by: 1)
        #expect(list.driver.takeAnnouncements() == ["Stand shuffled"])
        // A second shuffle with the same words: the row goes blank for a moment, then says
        // them again, so that a screen reader reads new text.
        list.driver.recordsFrames = true
        list.driver.window.post(notification: .announcement, argument: "Stand shuffled")
        list.driver.advance(by: 1)
        #expect(list.driver.takeAnnouncements() == ["Stand shuffled"])
        let rows = list.driver.frames.map { $0.lines().first ?? "" }
        #expect(rows.first == "" && rows.last == "Stand shuffled", "\(rows)")
    }

    @Test func theCursorIsOnTheFocusedItemsText() throws {
        let list = FruitList(Self.fruit)
        for key in [Key.down, .down, .down, .up] {
            list.driver.press(key)
            let focused = try #require(list.collectionView.focusedIndexPath.flatMap { list.dataSource.itemIdentifier(for: $0) })
            #expect(list.driver.backend.cursor == Self.firstPosition(of: focused, below: 2, in: list.driver.screen))
        }
    }

    /// Where `text` first appears below the `rows` rows the sentence takes (which name it too).
    static func firstPosition(of text: String, below rows: Int, in screen: Buffer) -> Point? {
        for (y, line) in screen.lines(trimmingTrailingSpaces: false).enumerated().dropFirst(rows) {
            if let range = line.range(of: text) { return Point(x: line[..<range.lowerBound].terminalWidth, y: y) }
        }
        return nil
    }

    @Test func updatesCutAndSpinnersStandStill() {
        let list = FruitList(Self.fruit)
        list.apply(["Navel", "Braeburn", "Fuji", "Gala"])
        #expect(!list.driver.window.hasRunningAnimations)
        let spinner = ActivityIndicatorView()
        list.driver.window.rootView?.addSubview(spinner)
        spinner.startAnimating()
        list.driver.displayIfNeeded()
        #expect(!list.driver.window.hasRunningAnimations)
        #expect(Accessibility.isVoiceOverRunning && Accessibility.isReduceMotionEnabled)
        list.driver.advance(by: 1)
        list.driver.backend.resetStatistics()
        list.driver.advance(by: 2)
        #expect(list.driver.backend.statistics.bytesWritten == 0)
    }

    /// A view three rows tall wherever it is.
    final class ThreeRows: View {
        override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 3) }
    }

    @Test func aWindowFittedToItsContentKeepsARowForTheWords() {
        let driver = HeadlessDriver(size: Size(width: 30, height: 20))
        driver.backend.fitsHeightToContent = true
        let root = ThreeRows()
        driver.window.isAccessibleModeEnabled = true
        driver.window.rootView = root
        driver.window.post(notification: .announcement, argument: "Three rows")
        driver.displayIfNeeded()
        #expect(driver.window.frame.height == 4)
        #expect(root.frame.height == 3)
        #expect(root.frame.minY == 1)
        #expect(driver.screenLines[0] == "Three rows")
    }

    /// A sentence is read first where it is written first: on the top rows, above the app.
    /// One longer than the window is wide wraps at a word onto the second row, whole.
    @Test func aLongSentenceWrapsOnTheTopRowsInsteadOfBeingCut() {
        let list = FruitList(Self.fruit, size: Size(width: 30, height: 16))
        let sentence = "Braeburn Cedar Ridge 123 added, 3 of 5"
        list.driver.window.post(notification: .announcement, argument: sentence)
        list.driver.advance(by: 1)
        let lines = list.driver.screenLines
        #expect(lines[0] == "Braeburn Cedar Ridge 123")
        #expect(lines[1] == "added, 3 of 5")
        #expect(list.collectionView.frame.minY == 2)
    }

    @Test func turningTheModeOffGivesTheRowBackAndHidesTheCursor() {
        let list = FruitList(Self.fruit)
        #expect(list.collectionView.frame.height == 14)
        #expect(list.driver.backend.cursor != nil)
        list.driver.window.isAccessibleModeEnabled = false
        list.driver.displayIfNeeded()
        #expect(list.collectionView.frame.height == 16)
        #expect(list.driver.backend.cursor == nil)
        list.driver.window.post(notification: .announcement, argument: "Not said")
        list.apply(["Gala"])
        list.driver.advance(by: 1)
        #expect(list.driver.takeAnnouncements().isEmpty)
    }

    @Test func withoutTheModeNothingIsSaidAndNothingChanges() {
        let plain = FruitList(Self.fruit, accessible: false)
        let reference = FruitList(Self.fruit, accessible: false)
        plain.apply(["Gala", "Kiwi", "Braeburn", "Navel"])
        plain.driver.press(.down)
        plain.driver.runUntilIdle()
        #expect(plain.driver.announcements.isEmpty)
        #expect(plain.driver.backend.cursor == nil)
        reference.apply(["Gala", "Kiwi", "Braeburn", "Navel"])
        reference.driver.press(.down)
        reference.driver.runUntilIdle()
        #expect(plain.driver.screenText == reference.driver.screenText)
        #expect(plain.driver.screenLines.count == 16)
    }
}

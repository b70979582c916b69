import Testing
@testable import DiffableTUI

/// Sorting a table: keys and clicks change the sort descriptor and tell the delegate, the
/// header shows it, and the rows slide to their new places in an ordinary animated apply.
@MainActor
struct TableSortTests {
    @Test func aSortKeySortsByTheNthColumnAndAgainReverses() {
        let table = PlanetTable(width: 40, height: 10)
        table.press(.character("2"))
        #expect(table.collectionView.sortDescriptor == TableSortDescriptor(column: 1, order: .descending))
        table.driver.runUntilIdle()
        #expect(table.lines[0] == " Name    ▼ Moons Discoverer")
        #expect(table.namesShown == ["Saturn", "Jupiter", "Uranus", "Neptune", "Mars", "Earth", "Venus", "Mercury"])
        table.press(.character("2"))
        table.driver.runUntilIdle()
        #expect(table.collectionView.sortDescriptor == TableSortDescriptor(column: 1, order: .ascending))
        #expect(table.lines[0] == " Name    ▲ Moons Discoverer")
        #expect(table.namesShown == ["Mercury", "Venus", "Earth", "Mars", "Neptune", "Uranus", "Jupiter", "Saturn"])
        #expect(table.sortChanges == [nil, TableSortDescriptor(column: 1, order: .descending)])
    }

    @Test func everyFrameOfAReSortDrawsEachRowOnceUnderAnIntactHeader() {
        let table = PlanetTable(width: 40, height: 10)
        let before = table.namesShown
        table.press(.character(">"))          // from no sort to the first column: by name
        var frames: [[String]] = []
        for _ in 0..<24 {
            table.driver.advance(by: 1.0 / 60)
            frames.append(table.lines)
        }
        let after = ["Earth", "Jupiter", "Mars", "Mercury", "Neptune", "Saturn", "Uranus", "Venus"]
        #expect(frames.last.map { _ in table.namesShown } == after)
        let midFlight = frames.filter { lines in
            let names = Array(lines.dropFirst()).map { $0.split(separator: " ").first.map(String.init) ?? "" }
            return names != before && names != after
        }
        #expect(!midFlight.isEmpty, "some frames show rows between their old and new places")
        for lines in frames {
            #expect(lines[0] == " Name ▲    Moons Discoverer")
            let names = lines.dropFirst().compactMap { $0.split(separator: " ").first.map(String.init) }
            #expect(Set(names).count == names.count, "no row is drawn twice: \(lines)")
        }
    }

    /// Section headers can pin in a table, but on screen in their places they take their
    /// rows like any other: a re-sort inside a section leaves no blank line in it and hides
    /// no row under the next header, in any frame.
    @Test func everyFrameOfAReSortInsideSectionsKeepsTheHeadersInPlace() {
        let planets = [("Aa", 0), ("Ab", 1), ("Ac", 2), ("Ad", 3), ("Ba", 2), ("Bb", 1), ("Bc", 5)].enumerated().map { index, planet in
            Planet(id: index, name: planet.0, moons: planet.1, discoverer: "x")
        }
        let table = PlanetTable(width: 30, height: 12, planets: planets, grouped: true)
        table.press(.character("2"))          // by moons, most first: each section reverses
        for _ in 0..<24 {
            table.driver.advance(by: 1.0 / 60)
            let lines = table.lines
            #expect(lines[1].trimmingCharacters(in: .whitespaces) == "A" && lines[6].trimmingCharacters(in: .whitespaces) == "B", "\(lines)")
            let rows = (Array(lines[2...5]) + Array(lines[7...9])).map { $0.split(separator: " ").first.map(String.init) ?? "" }
            #expect(rows.sorted() == ["Aa", "Ab", "Ac", "Ad", "Ba", "Bb", "Bc"], "each row once, none blank: \(lines)")
        }
        #expect(table.namesShown == ["Ad", "Ac", "Ab", "Aa", "Bc", "Ba", "Bb"])
    }

    @Test func aClickOnATitleSortsByItsColumnAndAgainReverses() {
        let table = PlanetTable(width: 40, height: 10)
        table.click(x: 2, y: 0)
        table.driver.runUntilIdle()
        #expect(table.namesShown == ["Earth", "Jupiter", "Mars", "Mercury", "Neptune", "Saturn", "Uranus", "Venus"])
        table.click(x: 2, y: 0)
        table.driver.runUntilIdle()
        #expect(table.collectionView.sortDescriptor == TableSortDescriptor(column: 0, order: .descending))
        #expect(table.namesShown == ["Venus", "Uranus", "Saturn", "Neptune", "Mercury", "Mars", "Jupiter", "Earth"])
    }

    @Test func theFocusStaysOnItsRowThroughAReSort() {
        let table = PlanetTable(width: 40, height: 10)
        table.press(.down, .down)             // Venus
        table.press(.character("1"))
        table.driver.runUntilIdle()
        let focused = table.collectionView.focusedIndexPath.flatMap { table.dataSource.itemIdentifier(for: $0) }
        #expect(focused.map { table.planets[$0]!.name } == "Venus")
    }

    /// 25,000 rows: the sort and its diff go to the host's background queue; the header shows
    /// a spinner until the sorted rows land; a later sort overtakes the first.
    @Test func aLargeTableSortsOffTheMainThreadAndTheLatestSortWins() {
        let planets = (0..<25_000).map { Planet(id: $0, name: "P\(String(($0 * 7919) % 25_000 + 100_000))", moons: $0 % 97, discoverer: "d") }
        let table = PlanetTable(width: 40, height: 6, planets: planets)
        let first = table.namesShown
        table.press(.character("1"))
        #expect(table.namesShown == first, "nothing moved yet: the sort is off the main thread")
        #expect(table.collectionView.backgroundApplies == 1)
        #expect(table.lines[0].hasSuffix("⠋"), "the header shows a spinner: \(table.lines[0])")
        table.press(.character("1"))           // again, before the first landed: descending
        table.driver.runUntilIdle()
        #expect(table.collectionView.backgroundApplies == 0)
        #expect(!table.lines[0].contains("⠋"))
        #expect(table.namesShown == ["P124999", "P124998", "P124997", "P124996", "P124995"])
        #expect(table.driver.backgroundWorkDuration > .zero)
    }

    @Test func aSortThatAnotherApplyOvertookSortsAgainFromWhatIsShown() {
        let planets = (0..<25_000).map { Planet(id: $0, name: "P\(100_000 + $0)", moons: 0, discoverer: "d") }
        let table = PlanetTable(width: 40, height: 6, planets: planets)
        table.press(.character("1"), .character("1"))   // descending, worked out in the background
        var snapshot = table.dataSource.snapshot()
        snapshot.deleteItems([24_999])
        table.dataSource.apply(snapshot, animatingDifferences: false)
        table.driver.runUntilIdle()
        #expect(table.namesShown == ["P124998", "P124997", "P124996", "P124995", "P124994"])
    }
}


/// Rows of a table are list rows: several can be selected, and the selection and the focus stay
/// on their rows through a re-sort; a click on a row chooses it.
@MainActor
struct TableSelectionTests {
    @Test func theSelectionStaysOnItsRowsThroughAReSort() {
        let table = PlanetTable(width: 40, height: 10)
        table.collectionView.allowsMultipleSelection = true
        table.press(.down, .enter, .down, .down, .enter)        // Mercury and Earth
        let selected = { Set((table.collectionView.indexPathsForSelectedItems ?? []).compactMap { table.dataSource.itemIdentifier(for: $0) }.map { table.planets[$0]!.name }) }
        #expect(selected() == ["Mercury", "Earth"])
        table.press(.character("2"))
        table.driver.runUntilIdle()
        #expect(selected() == ["Mercury", "Earth"])
        #expect(table.collectionView.focusedIndexPath.flatMap { table.dataSource.itemIdentifier(for: $0) }.map { table.planets[$0]!.name } == "Earth")
        table.click(x: 3, y: 1)                                  // Saturn, first by moons
        #expect(selected() == ["Mercury", "Earth", "Saturn"])
    }
}

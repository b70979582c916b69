import Testing
@testable import Diffable

/// Reference §1.1 section mutations, with ra1028's tables (UIKit-strict cases are traps,
/// see SnapshotTrapTests).
@Suite struct SnapshotSectionTests {
    private func sections(_ ids: [String]) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(ids)
        return snapshot
    }

    @Test(arguments: [
        (["0", "1"], [String](), ["0", "1"]),
        ([], ["0", "1", "2"], ["0", "1", "2"]),
        (["0", "1"], ["2", "3", "4"], ["0", "1", "2", "3", "4"]),
        (["0", "1"], ["4", "3", "2"], ["0", "1", "4", "3", "2"]),
    ])
    func appendSections(initial: [String], appended: [String], expected: [String]) {
        var snapshot = sections(initial)
        snapshot.appendSections(appended)
        #expect(snapshot.sectionIdentifiers == expected)
        expectConsistent(snapshot)
    }

    @Test(arguments: [
        (["0", "1"], ["3", "4"], "1", ["0", "3", "4", "1"]),
        (["0", "1"], ["3", "4"], "0", ["3", "4", "0", "1"]),
        (["0", "1", "2"], ["3", "4"], "2", ["0", "1", "3", "4", "2"]),
        (["0", "1"], [], "1", ["0", "1"]),
    ])
    func insertSectionsBefore(initial: [String], inserted: [String], anchor: String, expected: [String]) {
        var snapshot = sections(initial)
        snapshot.insertSections(inserted, beforeSection: anchor)
        #expect(snapshot.sectionIdentifiers == expected)
    }

    @Test(arguments: [
        (["0", "1"], ["3", "4"], "1", ["0", "1", "3", "4"]),
        (["0", "1"], ["3", "4"], "0", ["0", "3", "4", "1"]),
        (["0", "1", "2"], ["3", "4"], "2", ["0", "1", "2", "3", "4"]),
        (["0"], ["1"], "0", ["0", "1"]),
    ])
    func insertSectionsAfter(initial: [String], inserted: [String], anchor: String, expected: [String]) {
        var snapshot = sections(initial)
        snapshot.insertSections(inserted, afterSection: anchor)
        #expect(snapshot.sectionIdentifiers == expected)
    }

    @Test func insertingSectionsKeepsItemsWithTheirSections() {
        var snapshot = makeSnapshot([("a", [1, 2]), ("b", [3])])
        snapshot.insertSections(["x", "y"], beforeSection: "a")
        snapshot.insertSections(["z"], afterSection: "a")
        #expect(layout(snapshot) == layout(makeSnapshot([("x", []), ("y", []), ("a", [1, 2]), ("z", []), ("b", [3])])))
        expectConsistent(snapshot)
    }

    @Test(arguments: [
        (["0", "1"], ["1"], ["0"]),
        (["0", "1"], ["0"], ["1"]),
        (["0", "1", "2"], ["1"], ["0", "2"]),
        ([], ["1"], []),
        (["0", "1"], ["100"], ["0", "1"]),
    ])
    func deleteSections(initial: [String], deleted: [String], expected: [String]) {
        var snapshot = sections(initial)
        snapshot.deleteSections(deleted)
        #expect(snapshot.sectionIdentifiers == expected)
    }

    @Test func deletingSectionsDeletesTheirItems() {
        var snapshot = makeSnapshot([("a", [1, 2]), ("b", [3]), ("c", [4, 5]), ("d", [6])])
        snapshot.reloadItems([3, 4, 6])
        snapshot.reloadSections(["b", "d"])
        snapshot.deleteSections(["c", "a", "missing"])
        #expect(layout(snapshot) == layout(makeSnapshot([("b", [3]), ("d", [6])])))
        #expect(snapshot.indexOfItem(1) == nil && snapshot.indexOfItem(4) == nil)
        #expect(snapshot.reloadedItemIdentifiers == [3, 6])
        #expect(snapshot.reloadedSectionIdentifiers == ["b", "d"])
        expectConsistent(snapshot)
    }

    @Test(arguments: [
        (["0", "1"], "1", "0", ["1", "0"]),
        (["0", "1", "2"], "2", "0", ["2", "0", "1"]),
        (["0", "1", "2"], "0", "2", ["1", "0", "2"]),
        (["0", "1", "2"], "1", "2", ["0", "1", "2"]),
    ])
    func moveSectionBefore(initial: [String], moved: String, anchor: String, expected: [String]) {
        var snapshot = sections(initial)
        snapshot.moveSection(moved, beforeSection: anchor)
        #expect(snapshot.sectionIdentifiers == expected)
    }

    @Test(arguments: [
        (["0", "1"], "0", "1", ["1", "0"]),
        (["0", "1", "2"], "2", "0", ["0", "2", "1"]),
        (["0", "1", "2"], "0", "2", ["1", "2", "0"]),
        (["0", "1", "2"], "1", "0", ["0", "1", "2"]),
    ])
    func moveSectionAfter(initial: [String], moved: String, anchor: String, expected: [String]) {
        var snapshot = sections(initial)
        snapshot.moveSection(moved, afterSection: anchor)
        #expect(snapshot.sectionIdentifiers == expected)
    }

    @Test func movingASectionCarriesItsItems() {
        var snapshot = makeSnapshot([("a", [1, 2]), ("b", [3]), ("c", [4, 5, 6])])
        snapshot.moveSection("a", afterSection: "c")
        #expect(layout(snapshot) == layout(makeSnapshot([("b", [3]), ("c", [4, 5, 6]), ("a", [1, 2])])))
        expectConsistent(snapshot)
        snapshot.moveSection("c", beforeSection: "b")
        #expect(layout(snapshot) == layout(makeSnapshot([("c", [4, 5, 6]), ("b", [3]), ("a", [1, 2])])))
        expectConsistent(snapshot)
    }

    @Test func reloadSectionsMarksWithoutChangingContents() {
        var snapshot = sections(["2", "1", "0"])
        snapshot.reloadSections(["0", "1"])
        #expect(snapshot.sectionIdentifiers == ["2", "1", "0"])
        #expect(snapshot.reloadedSectionIdentifiers == ["0", "1"])
        snapshot.reloadSections(["0"])
        #expect(snapshot.reloadedSectionIdentifiers == ["0", "1"], "marking twice keeps one mark")
    }
}

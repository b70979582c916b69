import Testing
@testable import Diffable

/// Reference §1.3: every misuse of a snapshot stops the program with UIKit's reason string.
@Suite struct SnapshotTrapTests {
    @Test func appendItemsWithNoSections() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendItems([1])
        }
        #expect(result.standardError.contains(
            "There are currently no sections in the data source. Please add a section first."))
    }

    @Test func appendItemsToANamedSectionWithNoSections() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendItems([1], toSection: "empty")
        }
        #expect(result.standardError.contains("There are currently no sections in the data source."))
    }

    @Test func duplicateItemsInOneCallListTheDuplicates() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.appendItems([1, 2, 2, 3, 1, 2])
        }
        #expect(result.standardError.contains(
            "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    2,\n    1\n)}"))
    }

    @Test func duplicateItemsInAnInsertion() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.appendItems([1])
            snapshot.insertItems([5, 5], beforeItem: 1)
        }
        #expect(result.standardError.contains(
            "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    5\n)}"))
    }

    @Test func duplicateSectionsInOneCall() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a", "b", "a"])
        }
        #expect(result.standardError.contains(
            "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    a\n)}"))
    }

    @Test func appendingASectionThatExists() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a", "b"])
            snapshot.appendSections(["c", "a"])
        }
        #expect(result.standardError.contains(
            "Diffable data source detected an attempt to insert or append 1 section identifier(s) that already exist(s) in the snapshot. Identifiers in a snapshot must be unique. Section identifier(s) that already exist(s): {(\n    a\n)}"))
    }

    @Test func insertingSectionsThatExist() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a", "b", "c"])
            snapshot.insertSections(["b", "c"], beforeSection: "a")
        }
        #expect(result.standardError.contains("attempt to insert or append 2 section identifier(s) that already exist(s)"))
    }

    @Test func numberOfItemsInAnUnknownSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let snapshot = DiffableDataSourceSnapshot<String, Int>()
            _ = snapshot.numberOfItems(inSection: "missing")
        }
        #expect(result.standardError.contains(
            "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"))
    }

    @Test func itemIdentifiersInAnUnknownSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            _ = snapshot.itemIdentifiers(inSection: "missing")
        }
        #expect(result.standardError.contains("Section identifier was not found."))
    }

    @Test func appendItemsToAnUnknownSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.appendItems([1], toSection: "missing")
        }
        #expect(result.standardError.contains("Invalid parameter not satisfying: section != NSNotFound"))
    }

    @Test func insertItemsBeforeAnUnknownItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.insertItems([1], beforeItem: 9)
        }
        #expect(result.standardError.contains("Invalid parameter not satisfying: section != NSNotFound"))
    }

    @Test func insertItemsAfterAnUnknownItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.appendItems([2])
            snapshot.insertItems([1], afterItem: 9)
        }
        #expect(result.standardError.contains("Invalid parameter not satisfying: section != NSNotFound"))
    }

    @Test func insertSectionsBeforeAnUnknownSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.insertSections(["a"], beforeSection: "missing")
        }
        #expect(result.standardError.contains("Invalid parameter not satisfying: insertIndex != NSNotFound"))
    }

    @Test func insertSectionsAfterAnUnknownSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["b"])
            snapshot.insertSections(["a"], afterSection: "missing")
        }
        #expect(result.standardError.contains("Invalid parameter not satisfying: insertIndex != NSNotFound"))
    }

    @Test func insertItemsRelativeToOneOfThemselves() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.appendItems([1])
            snapshot.insertItems([2, 1], afterItem: 1)
        }
        #expect(result.standardError.contains(
            "Invalid update: destination for insertion operation [1] is in the insertion identifier list for update: <_UIDiffableDataSourceUpdate"))
    }

    @Test func insertSectionsRelativeToOneOfThemselves() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.insertSections(["a", "b"], beforeSection: "a")
        }
        #expect(result.standardError.contains(
            "Invalid update: destination for section operation [a] is in the inserted section list for update: <_UIDiffableDataSourceUpdate"))
    }

    @Test func moveItemOntoItself() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.appendItems([1, 2])
            snapshot.moveItem(1, beforeItem: 1)
        }
        #expect(result.standardError.contains(
            "Invalid update: destination for item move is the same as the source [1] for update: <_UIDiffableDataSourceUpdate"))
    }

    @Test func moveSectionOntoItself() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a", "b"])
            snapshot.moveSection("b", afterSection: "b")
        }
        #expect(result.standardError.contains(
            "Invalid update: destination for section move is the same as the source [b] for update: <_UIDiffableDataSourceUpdate"))
    }

    @Test func moveUnknownItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.appendItems([1])
            snapshot.moveItem(9, afterItem: 1)
        }
        #expect(result.standardError.contains("Invalid parameter not satisfying: fromIndex != NSNotFound"))
    }

    @Test func moveItemToAnUnknownItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.appendItems([1])
            snapshot.moveItem(1, beforeItem: 9)
        }
        #expect(result.standardError.contains("Invalid parameter not satisfying: toIndex != NSNotFound"))
    }

    @Test func moveUnknownSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.moveSection("x", beforeSection: "a")
        }
        #expect(result.standardError.contains("Invalid parameter not satisfying: fromSection != NSNotFound"))
    }

    @Test func moveSectionToAnUnknownSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.moveSection("a", afterSection: "x")
        }
        #expect(result.standardError.contains("Invalid parameter not satisfying: toSection != NSNotFound"))
    }

    @Test func reloadUnknownItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.appendItems([1])
            snapshot.reloadItems([1, 9])
        }
        #expect(result.standardError.contains(
            "Attempted to reload item identifier that does not exist in the snapshot: 9"))
    }

    @Test func reloadUnknownSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.reloadSections(["b"])
        }
        #expect(result.standardError.contains(
            "Attempted to reload section identifier that does not exist in the snapshot: b"))
    }

    @Test func reconfigureUnknownItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.reconfigureItems([3])
        }
        #expect(result.standardError.contains(
            "Attempted to reconfigure item identifier that does not exist in the snapshot: 3"))
    }
}

import Testing
@testable import Diffable

/// Reference §2 misuse: section snapshots stop with UIKit's reasons.
@Suite struct SectionSnapshotTrapTests {
    @Test func duplicatesWithinOneCall() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var outline = DiffableDataSourceSectionSnapshot<String>()
            outline.append(["a", "b", "a"])
        }
        #expect(result.standardError.contains(
            "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    a\n)}"))
    }

    @Test func itemsAlreadyPresent() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var outline = DiffableDataSourceSectionSnapshot<String>()
            outline.append(["a", "b"])
            outline.append(["c", "b", "a"], to: "a")
        }
        #expect(result.standardError.contains(
            "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    b,\n    a\n)}"))
    }

    @Test func insertingASnapshotWithPresentItems() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var outline = DiffableDataSourceSectionSnapshot<String>()
            outline.append(["a", "b"])
            var other = DiffableDataSourceSectionSnapshot<String>()
            other.append(["b"])
            outline.insert(other, after: "a")
        }
        #expect(result.standardError.contains("Identifiers in a section snapshot must be unique."))
    }

    @Test func appendToAnUnknownParent() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var outline = DiffableDataSourceSectionSnapshot<String>()
            outline.append(["a"], to: "ghost")
        }
        #expect(result.standardError.contains("Parent item identifier does not exist in section snapshot: ghost"))
    }

    @Test func insertBeforeAnUnknownItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var outline = DiffableDataSourceSectionSnapshot<String>()
            outline.insert(["a"], before: "ghost")
        }
        #expect(result.standardError.contains("Item identifier to insert before does not exist in section snapshot: ghost"))
    }

    @Test func insertAfterAnUnknownItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var outline = DiffableDataSourceSectionSnapshot<String>()
            outline.append(["b"])
            outline.insert(["a"], after: "ghost")
        }
        #expect(result.standardError.contains("Item identifier to insert after does not exist in section snapshot: ghost"))
    }

    @Test func deleteAnUnknownItemDeletesNothingFirst() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var outline = DiffableDataSourceSectionSnapshot<String>()
            outline.append(["a"])
            outline.delete(["a", "ghost"])
        }
        #expect(result.standardError.contains("Failed to find index of item ghost"))
    }

    @Test func levelOfAnUnknownItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let outline = DiffableDataSourceSectionSnapshot<String>()
            _ = outline.level(of: "ghost")
        }
        #expect(result.standardError.contains("Item identifier does not exist in section snapshot: ghost"))
    }

    @Test func isVisibleOfAnUnknownItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let outline = DiffableDataSourceSectionSnapshot<String>()
            _ = outline.isVisible("ghost")
        }
        #expect(result.standardError.contains("Item identifier does not exist in section snapshot: ghost"))
    }

    @Test func isExpandedOfAnUnknownItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let outline = DiffableDataSourceSectionSnapshot<String>()
            _ = outline.isExpanded("ghost")
        }
        #expect(result.standardError.contains("Item identifier does not exist in section snapshot: ghost"))
    }

    @Test func parentOfAnUnknownItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let outline = DiffableDataSourceSectionSnapshot<String>()
            _ = outline.parent(of: "ghost")
        }
        #expect(result.standardError.contains("Child item identifier does not exist in section snapshot: ghost"))
    }

    @Test func snapshotOfAnUnknownParent() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let outline = DiffableDataSourceSectionSnapshot<String>()
            _ = outline.snapshot(of: "ghost")
        }
        #expect(result.standardError.contains("Parent item identifier does not exist in section snapshot: ghost"))
    }

    @Test func replaceChildrenOfAnUnknownParent() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var outline = DiffableDataSourceSectionSnapshot<String>()
            outline.replace(childrenOf: "ghost", using: DiffableDataSourceSectionSnapshot<String>())
        }
        #expect(result.standardError.contains("Parent item identifier does not exist in section snapshot: ghost"))
    }
}

import Foundation
import Testing
@testable import DiffableTUI

/// Misuse traps with UIKit's messages (exit tests: each runs in a child process).
@Suite struct TrapTests {
    private static func stderr(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func dequeuingAnUnregisteredIdentifier() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 10, height: 5), collectionViewLayout: listLayout(.plain))
                _ = collectionView.dequeueReusableCell(withReuseIdentifier: "BookCell", for: IndexPath(item: 0, section: 0))
            }
        }
        #expect(Self.stderr(result).contains(
            "could not dequeue a view of kind: UICollectionElementKindCell with identifier BookCell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"))
    }

    @Test func dequeuingAnUnregisteredTypeNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 10, height: 5), collectionViewLayout: listLayout(.plain))
                _ = collectionView.dequeueReusableCell(CountingCell.self, for: IndexPath(item: 0, section: 0))
            }
        }
        #expect(Self.stderr(result).contains("could not dequeue a view of kind: UICollectionElementKindCell with identifier CountingCell"))
    }

    @Test func dequeuingAnUnregisteredSupplementaryNamesItsKind() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 10, height: 5), collectionViewLayout: listLayout(.plain))
                _ = collectionView.dequeueReusableSupplementaryView(BadgeView.self, ofKind: "badge", for: IndexPath(item: 0, section: 0))
            }
        }
        #expect(Self.stderr(result).contains("could not dequeue a view of kind: badge with identifier BadgeView - must register"))
    }

    @Test func dequeuingByTypeWhenAnotherClassIsRegistered() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 10, height: 5), collectionViewLayout: listLayout(.plain))
                collectionView.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "CountingCell")
                _ = collectionView.dequeueReusableCell(CountingCell.self, for: IndexPath(item: 0, section: 0))
            }
        }
        #expect(Self.stderr(result).contains("Could not dequeue cell with identifier 'CountingCell' as CountingCell"))
    }

    @Test func registrationCreatedInsideTheCellProvider() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let harness = Harness(width: 20, height: 5, layout: listLayout(.plain))
                let source = ArrayDataSource([["a"]])
                source.cellProvider = { collectionView, indexPath, text in
                    let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { _, _, _ in }
                    return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
                }
                harness.collectionView.dataSource = source
                harness.frame()
            }
        }
        let message = Self.stderr(result)
        #expect(message.contains(
            "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. Creating a new registration each time a cell is requested will prevent reuse and cause created cells to remain inaccessible in memory for the lifetime of the collection view. Registrations should be created up front and reused. Registration: "))
        #expect(message.contains("CellRegistration<CollectionViewListCell, String>"))
    }

    @Test func supplementaryRegistrationCreatedInsideAProvider() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let harness = Harness(width: 20, height: 5, layout: listLayout(.plain))
                let source = ArrayDataSource([["a"]])
                source.supplementaryProvider = { collectionView, kind, indexPath in
                    let registration = CollectionView.SupplementaryRegistration<CollectionViewListCell>(elementKind: kind) { _, _, _ in }
                    return collectionView.dequeueConfiguredReusableSupplementary(using: registration, for: indexPath)
                }
                harness.collectionView.dataSource = source
                harness.frame()
            }
        }
        #expect(Self.stderr(result).contains("Attempted to dequeue a supplementary view using a registration that was created inside"))
    }

    @Test func aCellThatWasNotDequeued() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let harness = Harness(width: 20, height: 5, layout: listLayout(.plain))
                let source = ArrayDataSource([["a"]])
                source.cellProvider = { _, _, _ in CollectionViewListCell() }
                harness.collectionView.dataSource = source
                harness.frame()
            }
        }
        #expect(Self.stderr(result).contains("the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier"))
    }

    @Test func aNilCellFromTheDiffableProvider() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let harness = Harness(width: 20, height: 5, layout: listLayout(.plain))
                let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: harness.collectionView) { _, _, _ in nil }
                var snapshot = DiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems([7])
                dataSource.apply(snapshot)
                harness.frame()
            }
        }
        #expect(Self.stderr(result).contains("UICollectionView dataSource returned a nil cell for item at index path: [0, 0]"))
    }

    @Test func twoOfTheSameSystemAccessory() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let cell = CollectionViewListCell()
                cell.accessories = [.checkmark(), .disclosureIndicator(), .checkmark()]
            }
        }
        #expect(Self.stderr(result).contains("more than one .checkmark accessory"))
    }

    @MainActor
    @Test func differentAccessoriesAreFine() {
        let cell = CollectionViewListCell()
        cell.accessories = [.outlineDisclosure(), .label(text: "3"), .checkmark(), .disclosureIndicator()]
        #expect(cell.accessories.count == 4)
    }
}

/// What UIKit would log is shown, not swallowed; a data source let go of is named as such.
/// Exit tests: each runs in a child process, so the process-wide `Diagnostics` is its own.
@Suite struct WarningTests {
    private static func stderr(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func warningsArePrintedOnceAfterExitWithACount() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run {
                var snapshot = DiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems([1, 2])
                for _ in 0..<3 { snapshot.appendItems([1]) }
                Application(backend: MemoryTerminal(printsAfterExit: true)).terminate(exitCode: 0)
            }
        }
        let output = Self.stderr(result)
        #expect(output.contains("Diffable data source detected an attempt to insert or append 1 item identifier that already exists"))
        #expect(output.contains("(3 times)"))
        #expect(output.components(separatedBy: "Diffable data source detected").count == 2, "once")
    }

    @Test func warningsCanBeKeptFromPrinting() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run {
                var snapshot = DiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems([1, 2])
                snapshot.appendItems([1])
                let app = Application(backend: MemoryTerminal(printsAfterExit: true))
                app.printsDiagnosticsAfterExit = false
                app.terminate(exitCode: 0)
            }
        }
        #expect(!Self.stderr(result).contains("Diffable data source detected"))
    }

    @Test func aDataSourceLetGoOfIsNamedInTheWarning() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let harness = Harness(width: 20, height: 5, layout: listLayout(.plain, header: .none))
                do {
                    let source = CountingDataSource(count: 3)
                    harness.collectionView.dataSource = source
                }
                harness.frame()
                for message in Diagnostics.drain() { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            }
        }
        #expect(Self.stderr(result).contains("UICollectionView's dataSource was released: a collection view holds its data source weakly"))
    }

    @Test func aDataSourceLetGoOfBetweenCountsAndCellsTrapsSayingSo() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let harness = Harness(width: 20, height: 5, layout: listLayout(.plain, header: .none))
                do {
                    let source = CountingDataSource(count: 3)
                    harness.collectionView.dataSource = source
                    _ = harness.collectionView.numberOfSections
                }
                harness.frame()
            }
        }
        #expect(Self.stderr(result).contains("UICollectionView's dataSource was released"))
    }
}

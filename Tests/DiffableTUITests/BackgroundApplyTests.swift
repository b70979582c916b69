import Foundation
import Testing
@testable import DiffableTUI

/// An item that notes on which thread it is freed.
private final class Token: Hashable, Sendable {
    /// The thread each token was freed on, by id.
    static let freedOn = Locked<[Int: UInt]>([:])
    let id: Int

    init(_ id: Int) { self.id = id }

    deinit {
        let thread = UInt(pthread_self())
        let id = id
        Self.freedOn.withLock { $0[id] = thread }
    }

    static func == (lhs: Token, rhs: Token) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// `apply(building:)`: snapshots built and diffed on the host's background queue and applied
/// on the main actor; the latest request wins, an apply on the main actor overtakes the builds
/// asked for before it, and what is replaced is freed off the main actor.
@MainActor
@Suite struct BackgroundApplyTests {
    private typealias Snapshot = DiffableDataSourceSnapshot<Int, String>

    private func list() -> (QueueHost, CollectionView, CollectionViewDiffableDataSource<Int, String>) {
        let host = QueueHost(size: Size(width: 20, height: 8))
        let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 20, height: 8), collectionViewLayout: listLayout(.plain, header: .none))
        host.window.rootView = collectionView
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        return (host, collectionView, dataSource)
    }

    nonisolated private static func snapshot(_ items: [String]) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        return snapshot
    }

    private func rows(_ host: QueueHost) -> [String] {
        host.driver.runUntilIdle()
        return host.driver.screenLines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("─") }
    }

    @Test func aBuildRunsOffTheMainThreadAndLandsOnIt() {
        let (host, _, dataSource) = list()
        dataSource.apply(Self.snapshot(["a", "b"]), animatingDifferences: false)
        let mainActorThread = UInt(pthread_self())
        let builtOn = Locked<UInt?>(nil)
        var landed: SnapshotChangeset??
        dataSource.apply(building: {
            builtOn.withLock { $0 = UInt(pthread_self()) }
            return Self.snapshot(["b", "c"])
        }, completion: { landed = $0 })
        #expect(dataSource.isApplyingInBackground)
        host.runBackground()
        #expect(builtOn.withLock { $0 } != nil && builtOn.withLock { $0 } != mainActorThread)
        #expect(rows(host) == ["a", "b"], "nothing changes until the build lands")
        host.land()
        host.driver.runUntilIdle()
        #expect(rows(host) == ["b", "c"])
        #expect(landed??.summary == "1 delete · 1 insert")
        #expect(!dataSource.isApplyingInBackground)
        #expect(dataSource.snapshot().itemIdentifiers == ["b", "c"])
    }

    @Test func theLatestRequestWins() {
        let (host, _, dataSource) = list()
        dataSource.apply(Self.snapshot(["a"]), animatingDifferences: false)
        let builds = Locked(0)
        var results: [String: SnapshotChangeset?] = [:]
        dataSource.apply(building: { builds.withLock { $0 += 1 }; return Self.snapshot(["a", "first"]) }, completion: { results["first"] = $0 })
        dataSource.apply(building: { builds.withLock { $0 += 1 }; return Self.snapshot(["a", "second"]) }, completion: { results["second"] = $0 })
        host.runBackground()
        host.land()
        #expect(builds.withLock { $0 } == 1, "the first request, still waiting, is never built")
        #expect(results["first"] == .some(nil))
        #expect(results["second"]??.summary == "1 insert")
        #expect(rows(host) == ["a", "second"])
    }

    /// A build that started before a later request still lands: a stream of requests faster
    /// than the builds shows every build that finishes, each diffed against the one before.
    @Test func aStartedBuildLandsBeforeTheNextOne() {
        let (host, _, dataSource) = list()
        dataSource.apply(Self.snapshot(["a"]), animatingDifferences: false)
        var results: [SnapshotChangeset?] = []
        dataSource.apply(building: { Self.snapshot(["a", "b"]) }, completion: { results.append($0) })
        host.runBackground()
        dataSource.apply(building: { Self.snapshot(["a", "b", "c"]) }, completion: { results.append($0) })
        host.runBackground()
        host.land()
        #expect(results.map { $0?.summary } == ["1 insert", "1 insert"])
        #expect(rows(host) == ["a", "b", "c"])
    }

    @Test func anApplyOnTheMainActorOvertakesEarlierBuilds() {
        let (host, _, dataSource) = list()
        dataSource.apply(Self.snapshot(["a"]), animatingDifferences: false)
        var result: SnapshotChangeset?? = .none
        dataSource.apply(building: { Self.snapshot(["stale"]) }, completion: { result = $0 })
        host.runBackground()
        dataSource.apply(Self.snapshot(["a", "edit"]), animatingDifferences: false)
        host.land()
        #expect(result == .some(nil), "the build's data is older than the edit: dropped")
        #expect(rows(host) == ["a", "edit"])
        // A request made after the edit builds on it.
        dataSource.apply(building: { Self.snapshot(["a", "edit", "new"]) })
        host.runBackground()
        host.land()
        #expect(rows(host) == ["a", "edit", "new"])
    }

    @Test func theReplacedSnapshotIsFreedOffTheMainThread() {
        let host = QueueHost(size: Size(width: 20, height: 8))
        let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 20, height: 8), collectionViewLayout: listLayout(.plain, header: .none))
        host.window.rootView = collectionView
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Token> { cell, _, token in
            var content = cell.defaultContentConfiguration()
            content.text = "token \(token.id)"
            cell.contentConfiguration = content
        }
        let dataSource = CollectionViewDiffableDataSource<Int, Token>(collectionView: collectionView) { view, indexPath, token in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: token)
        }
        // The tokens are made in the builds: nothing but the snapshots holds them.
        dataSource.apply(building: {
            var snapshot = DiffableDataSourceSnapshot<Int, Token>()
            snapshot.appendSections([0])
            snapshot.appendItems((1_000..<1_050).map(Token.init))
            return snapshot
        })
        host.runBackground()
        host.land()
        host.driver.runUntilIdle()
        dataSource.apply(building: {
            var snapshot = DiffableDataSourceSnapshot<Int, Token>()
            snapshot.appendSections([0])
            snapshot.appendItems((2_000..<2_050).map(Token.init))
            return snapshot
        })
        host.runBackground()
        host.land()
        host.driver.runUntilIdle()
        // The cells on screen showed some of the first tokens; the snapshot held all of them.
        host.runBackground()
        // (The main actor's thread: under the test runner, not always the process's main thread.)
        let mainActorThread = UInt(pthread_self())
        let freed = Token.freedOn.withLock { state in (1_000..<1_050).compactMap { state[$0] } }
        #expect(freed.count > 40, "the first snapshot's tokens are freed")
        #expect(!freed.contains(mainActorThread), "none of them on the main actor's thread: \(freed.filter { $0 == mainActorThread }.count) were")
    }

    /// `apply(buildingWithValue:)`: the value made with the snapshot reaches the main actor with
    /// the changeset once applied; a superseded build's value is released off the main actor.
    @Test func aValueBuiltWithTheSnapshotLandsWithIt() {
        let (host, _, dataSource) = list()
        dataSource.apply(Self.snapshot(["a"]), animatingDifferences: false)
        var landed: [String: (changeset: SnapshotChangeset, value: [String])?] = [:]
        var shownWhenApplied: [String] = []
        dataSource.apply(buildingWithValue: { (Self.snapshot(["a", "b"]), ["model", "b"]) }, applied: { landed["first"] = $0 })
        dataSource.apply(buildingWithValue: { (Self.snapshot(["b", "a"]), ["model", "b", "a"]) }, applied: {
            landed["second"] = $0
            shownWhenApplied = dataSource.snapshot().itemIdentifiers
        })
        host.runBackground()
        host.land()
        #expect(shownWhenApplied == ["b", "a"], "the value arrives with the snapshot applied, before the animation ends")
        host.driver.runUntilIdle()
        #expect(landed.keys.contains("first") && landed["first"]! == nil, "superseded: no value")
        #expect(landed["second"]??.value == ["model", "b", "a"])
        #expect(landed["second"]??.changeset.summary == "1 insert")
        #expect(rows(host) == ["b", "a"])
    }

    @Test func aDroppedBuildsValueIsFreedOffTheMainThread() {
        let (host, _, dataSource) = list()
        dataSource.apply(Self.snapshot(["a"]), animatingDifferences: false)
        var result: (changeset: SnapshotChangeset, value: [Token])?? = .none
        // Made in the build: only the build's result holds them.
        dataSource.apply(buildingWithValue: { (Self.snapshot(["stale"]), (3_000..<3_020).map(Token.init)) }, applied: { result = $0 })
        host.runBackground()
        dataSource.apply(Self.snapshot(["a", "edit"]), animatingDifferences: false)
        host.land()
        host.runBackground()
        #expect(result.map { $0 == nil } == true, "overtaken by the apply on the main actor")
        let mainActorThread = UInt(pthread_self())
        let freed = Token.freedOn.withLock { state in (3_000..<3_020).compactMap { state[$0] } }
        #expect(freed.count == 20, "the value is freed")
        #expect(!freed.contains(mainActorThread), "on the background queue, not the main actor's thread")
    }

    /// `releaseInBackground(_:)` frees the value in the background job itself: on the
    /// background thread live, inside the call headless (where background work runs at once).
    @Test func aValueReleasedInTheBackgroundIsFreedThere() {
        let host = QueueHost(size: Size(width: 20, height: 8))
        var tokens: [Token]? = (4_000..<4_010).map(Token.init)
        host.releaseInBackground(tokens.take()!)
        #expect(Token.freedOn.withLock { $0[4_000] } == nil, "not before the job runs")
        host.runBackground()
        let mainActorThread = UInt(pthread_self())
        let freed = Token.freedOn.withLock { state in (4_000..<4_010).compactMap { state[$0] } }
        #expect(freed.count == 10)
        #expect(!freed.contains(mainActorThread))

        let driver = HeadlessDriver(size: Size(width: 20, height: 8))
        driver.releaseInBackground((4_100..<4_110).map(Token.init))
        #expect(Token.freedOn.withLock { $0[4_105] } != nil, "headless: inside the call, counted as background work")
    }

    @Test func theAsyncFormReturnsTheChangesetOrNil() async {
        let (host, _, dataSource) = list()
        await dataSource.apply(Self.snapshot(["a"]), animatingDifferences: false)
        let task = Task { await dataSource.apply(building: { Self.snapshot(["a", "b"]) }, animatingDifferences: false) }
        while !dataSource.isApplyingInBackground { await Task.yield() }
        host.runBackground()
        host.land()
        #expect(await task.value?.summary == "1 insert")
    }
}

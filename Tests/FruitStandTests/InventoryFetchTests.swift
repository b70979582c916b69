import Testing
@testable import FruitStand

@Suite struct InventoryFetchTests {
    @Test func fetchReturnsTheSeededStandWithTheRequestedWeather() async throws {
        let good = InventoryService(seed: 4, weather: .good, latency: .zero)
        let inventory = try await good.fetchInventory()
        #expect(inventory.weather == .good)
        #expect(inventory.apples == Inventory.builtIn(seed: 4).apples)

        let bad = InventoryService(seed: 4, weather: .bad, latency: .zero)
        let closed = try await bad.fetchInventory()
        #expect(closed.weather == .bad)
        // Forcing the weather does not change which fruit the stand has.
        #expect(closed.apples == inventory.apples)
    }

    @Test func randomWeatherIsBadAboutOneDayInThree() {
        var bad = 0
        let days = 3000
        for seed in 0..<UInt64(days) where InventoryService(seed: seed).weather(forAttempt: 0) == .bad {
            bad += 1
        }
        // Binomial(3000, 1/3): mean 1000, sd ≈ 26; ±5 sd.
        #expect((870...1130).contains(bad), "bad days: \(bad)")
    }

    @Test func weatherIsReproduciblePerSeedAndAttempt() {
        let service = InventoryService(seed: 123)
        let first = (0..<20).map { service.weather(forAttempt: $0) }
        #expect(first == (0..<20).map { InventoryService(seed: 123).weather(forAttempt: $0) })
        #expect(Set(first).count == 2, "twenty refetches should see both kinds of weather")
    }

    @Test func providedAndGeneratedSources() async throws {
        var provided = Inventory()
        provided.append(.orange, name: "Jaffa", thickness: 4, stock: 3)
        let fromFile = try await InventoryService(source: .provided(provided), seed: 1, weather: .good, latency: .zero).fetchInventory()
        #expect(fromFile.oranges.map(\.name) == ["Jaffa"])
        let many = try await InventoryService(source: .generated(count: 1234), seed: 1, latency: .zero).fetchInventory()
        #expect(many.count == 1234)
    }

    @Test func fetchWaitsForTheManualClock() async throws {
        let sleeper = ManualSleeper()
        let service = InventoryService(seed: 2, weather: .good, latency: .milliseconds(800), sleep: sleeper.sleep(for:))
        let task = Task { try await service.fetchInventory() }
        while sleeper.pendingCount == 0 { await Task.yield() }
        sleeper.advance(by: .milliseconds(799))
        #expect(sleeper.pendingCount == 1)
        sleeper.advance(by: .milliseconds(1))
        #expect(sleeper.pendingCount == 0)
        let inventory = try await task.value
        #expect(inventory.count == 11)
        #expect(sleeper.now == .milliseconds(800))
    }

    @Test func cancellingAFetchThrowsCancellationError() async {
        let sleeper = ManualSleeper()
        let service = InventoryService(seed: 2, latency: .seconds(1), sleep: sleeper.sleep(for:))
        let task = Task { try await service.fetchInventory() }
        while sleeper.pendingCount == 0 { await Task.yield() }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(sleeper.pendingCount == 0)
    }

    @Test func cancellingBeforeTheSleepStartsAlsoThrows() async {
        let sleeper = ManualSleeper()
        let service = InventoryService(seed: 2, latency: .seconds(1), sleep: sleeper.sleep(for:))
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await service.fetchInventory()
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(sleeper.pendingCount == 0)
    }

    @Test func refetchCancelsTheRunningFetchWithTheRealClock() async throws {
        let service = InventoryService(seed: 2, weather: .good, latency: .seconds(30))
        let slow = Task { try await service.fetchInventory() }
        slow.cancel()
        await #expect(throws: CancellationError.self) { try await slow.value }
        var quick = service
        quick.latency = .milliseconds(1)
        let inventory = try await Task { try await quick.fetchInventory(attempt: 1) }.value
        #expect(inventory.weather == .good)
    }
}

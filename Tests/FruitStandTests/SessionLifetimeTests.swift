import DiffableTUI
import Testing
@testable import FruitStand

/// A session let go of is freed with everything it started (`make sanitize` checks the whole
/// suite for leaks; this pins the one it found in the app).
@MainActor
@Suite struct SessionLifetimeTests {
    @Test func aSessionLetGoMidFetchEndsTheFetch() async throws {
        weak var session: FruitStandSession?
        weak var sleeper: ManualSleeper?
        do {
            let app = await launchApp(settle: false)
            await app.pass(0.1)
            #expect(app.session.isLoading && app.sleeper.pendingCount == 1)
            session = app.session
            sleeper = app.sleeper
        }
        #expect(session == nil)
        // The cancelled fetch ends on its next turn of the main actor, letting its sleep go.
        for _ in 0..<1000 where sleeper != nil {
            try await Task.sleep(for: .milliseconds(1))
        }
        #expect(sleeper == nil)
    }
}

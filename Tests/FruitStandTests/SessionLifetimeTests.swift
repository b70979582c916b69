import DiffableTUI
import Testing
@testable import FruitStand

/// A session let go of is freed with everything it started (`make sanitize` checks the whole
/// suite for leaks; this pins the one it found in the app).
@MainActor
@Suite struct SessionLifetimeTests {
    @Test func aSessionLetGoMidFetchIsFreedAndStopsItsFetch() async throws {
        weak var session: FruitStandSession?
        var progress: FetchProgress?
        do {
            let app = await launchApp(settle: false)
            await app.pass(0.1)
            #expect(app.session.isLoading)
            session = app.session
            progress = app.session.state.fetchProgress
        }
        #expect(session == nil)
        #expect(progress?.isCancelled == true, "a load still running for it stops")
    }
}

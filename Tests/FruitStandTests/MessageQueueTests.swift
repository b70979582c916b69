import DiffableTUI
import Testing
@testable import FruitStand

/// Issue 35 §5: one message at a time. The session's `send` queues (as Bubble Tea's does): a
/// message sent while another is being updated and projected — a projection noting what its
/// apply did, the collection view reporting the focus a projection moved — waits its turn
/// instead of running inside it. Before, 13 calls from the projections changed the state in
/// the middle of a projection and views' reports re-entered `send`.
@MainActor
struct MessageQueueTests {
    @Test func everyMessageWaitsForThePreviousOnesProjections() async {
        let app = await launchApp(size: Size(width: 100, height: 30), captions: true)
        var open: [String] = []
        var nested: [String] = []
        var turns = 0
        app.session.onTurn = { message, began in
            if began {
                if let outer = open.last { nested.append("\(message) began inside \(outer)") }
                open.append("\(message)")
                turns += 1
            } else {
                open.removeLast()
            }
        }
        // The keys whose projections send: an added card takes the focus (the collection view
        // reports it), a restock prefixes the status with its reconfigure, reloads post what
        // became of the cell, a filter relists, a destination that loses its variety falls back.
        await app.keys(.tab, .character("a"), .character("+"), .character("-"), .character("R"), .character("D"),
                       .character("s"), .character("d"), .character("u"), .character("U"), .character("w"), .character("w"))
        await app.keys(.character("/"))
        await app.type("an")
        await app.keys(.escape, .tab, .down, .down, .enter, .tab, .character("d"), .character("r"))
        await app.settle()
        #expect(turns > 40, "the keys above take many turns")
        #expect(nested.isEmpty, "\(nested.prefix(5))")
        #expect(open.isEmpty)
    }

    /// What a projection sends still lands, in its own turn: the restock's reconfigure is put
    /// before the status line's text, and the caption says what the apply did.
    @Test func whatAProjectionSendsLandsInTheNextTurn() async {
        let app = await launchApp(captions: true)
        await app.keys(.tab, .character("+"))
        #expect(app.session.state.status?.text.hasPrefix("reconfigureItems · same cell #") == true, "\(String(describing: app.session.state.status))")
        #expect(app.session.state.lastChange.hasPrefix("apply(snapshot) · 1 reconfigure"), "\(app.session.state.lastChange)")
    }
}

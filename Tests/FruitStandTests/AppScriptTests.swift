import DiffableTUI
import Foundation
import Testing
@testable import FruitStand

/// Scripts and the demo, played headless on the manual clock.
@MainActor
struct AppScriptTests {
    private func play(_ text: String, size: Size = Size(width: 80, height: 24)) async throws -> (HeadlessRun, HeadlessRun.Outcome) {
        let script = try Script(parsing: text, name: "test.tape")
        let run = await launchApp(size: size, captions: true, settle: false)
        let outcome = await run.run(script: script)
        return (run, outcome)
    }

    @Test func theDemoPlaysToTheEndAndQuits() async throws {
        let run = await launchApp(captions: true, settle: false)
        let script = try FruitStandApp.demoScript()
        let outcome = await run.run(script: script)
        #expect(outcome.exitCode == 0)
        #expect(outcome.appMessages.isEmpty)
        #expect(run.session.hasQuit)
        // The script's pauses, plus two fetches.
        #expect(run.now >= script.minimumDuration.seconds)
        #expect(run.session.caption.text == "Your turn: run fruitstand-tui")
        #expect(outcome.screen.size == Size(width: 80, height: 24), "the demo ends back at full size")
    }

    @Test func captionsNameTheChange() async throws {
        let (run, _) = try await play("""
            Wait Loaded
            Caption "shuffling"
            Key s
            """)
        #expect(run.session.caption.text == "shuffling")
        #expect(run.session.caption.change.hasPrefix("apply(snapshot) · "))
        #expect(run.session.caption.change.hasSuffix("moves"))
        #expect(run.lines.contains { $0.contains("▶ shuffling") && $0.hasSuffix("moves") })
    }

    @Test func collapsingNamesTheSectionSnapshot() async throws {
        let (run, _) = try await play("""
            Wait
            Down 3
            Left
            """)
        #expect(run.session.caption.change == "apply(sectionSnapshot, to: Apples) · 7 deletes")
    }

    @Test func aWaitThatTimesOutFailsTheRun() async throws {
        let (_, outcome) = try await play("""
            Wait Loaded
            Wait@1s /Durian/
            """)
        #expect(outcome.exitCode == 1)
        #expect(outcome.appMessages == ["fruitstand-tui: test.tape:2: timed out after 1s waiting for /Durian/"])
    }

    @Test func waitForAPatternAndTakeScreenshots() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let (run, outcome) = try await play("""
            Wait /Pink Lady/
            Screenshot \(directory.path)/stand.svg
            Resize 60x20
            Screenshot \(directory.path)/stand.txt
            """)
        #expect(outcome.exitCode == 0)
        let svg = try String(contentsOfFile: directory.path + "/stand.svg", encoding: .utf8)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains("Pink\u{A0}Lady"), "spaces are no-break spaces in the SVG")
        let text = try String(contentsOfFile: directory.path + "/stand.txt", encoding: .utf8)
        #expect(text == run.driver.screenText + "\n")
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).first?.terminalWidth == 59)
    }

    @Test func aScreenshotThatCannotBeWrittenFailsTheRun() async throws {
        let (_, outcome) = try await play("Screenshot /nonexistent-dir/x.svg\n")
        #expect(outcome.exitCode == 1)
        #expect(outcome.appMessages.first?.hasPrefix("fruitstand-tui: test.tape:1: cannot write the screenshot /nonexistent-dir/x.svg") == true)
    }

    @Test func quittingEndsTheScript() async throws {
        let (run, outcome) = try await play("""
            Wait
            Key q
            Key a
            """)
        #expect(outcome.exitCode == 0)
        #expect(run.session.hasQuit)
        #expect(run.session.store.inventory.count == 11, "nothing after q ran")
    }

    @Test func headlessRunsAreReproducible() async throws {
        let text = "Wait\nTab\nKey a 2\nKey s\nDown\nKey + 3\nType \"/a\"\nSleep 300ms\n"
        let (first, _) = try await play(text)
        let (second, _) = try await play(text)
        #expect(first.driver.screenText == second.driver.screenText)
        #expect(first.now == second.now)
    }
}

extension HeadlessRun.Outcome {
    /// The run's messages that are the app's own ("fruitstand-tui: …"). The library's
    /// `Diagnostics` collector is process-wide, and the tests run in parallel in one process:
    /// another suite's deliberate misuse can be drained into this run's messages (it was, once,
    /// under AddressSanitizer's timing).
    var appMessages: [String] {
        messages.filter { $0.hasPrefix("fruitstand-tui") }
    }
}

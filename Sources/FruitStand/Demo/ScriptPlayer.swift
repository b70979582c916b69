import SystemPackage
import DiffableTUI

/// Plays a script's steps against a host: key presses, pauses, resizes, screenshots,
/// captions and waits, until the script ends or the app quits.
@MainActor
struct ScriptPlayer {
    let script: Script
    let host: any ScriptHost
    /// How often a `Wait` looks again.
    static let pollInterval = 1.0 / 60

    /// Plays every step.
    ///
    /// - Throws: `ScriptError` when a `Wait` times out or a screenshot cannot be written.
    func play() async throws(ScriptError) {
        for step in script.steps() {
            if host.session.hasQuit { return }
            try await perform(step)
        }
    }

    private func perform(_ step: ScriptStep) async throws(ScriptError) {
        switch step.action {
        case .press(let key):
            host.press(key)
        case .pause(let duration):
            await host.pass(duration.seconds)
        case .resize(let size):
            host.resize(to: size)
        case .restoreSize:
            host.restoreSize()
        case .screenshot(let path, let format):
            do {
                try FileDescriptor.createFile(path, contents: format.render(
                    host.screen(), theme: host.screenshotTheme, colorDepth: host.session.host.window.colorDepth))
            } catch {
                throw ScriptError(file: script.name, line: step.line, message: "cannot write the screenshot \(path): \(error.reason)")
            }
        case .caption(let text):
            host.session.setCaption(text)
        case .wait(let condition, let timeout):
            let start = host.now
            while !isSatisfied(condition) {
                if host.session.hasQuit { return }
                if host.now - start >= timeout.seconds - 1e-9 {
                    throw ScriptError.waitTimedOut(script: script, step: step)
                }
                await host.pass(Self.pollInterval)
            }
        }
    }

    private func isSatisfied(_ condition: WaitCondition) -> Bool {
        switch condition {
        case .loaded: !host.session.isLoading
        case .idle: host.isIdle
        case .screen: condition.matches(screenLines: host.screen().lines())
        }
    }
}

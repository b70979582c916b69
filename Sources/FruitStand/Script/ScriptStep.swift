import TUICore

/// One thing a script player does, with time made explicit: key presses and the pauses after
/// them are separate steps, and settings are already applied.
///
/// Both players run the same list. The real terminal sleeps through a `.pause` on the wall
/// clock; a headless run advances its manual clock by the pause, stepping animation frames as it
/// goes. Everything else happens instantly at the current time.
public struct ScriptStep: Hashable, Sendable {
    /// The script line the step came from.
    public var line: Int
    public var action: Action

    public enum Action: Hashable, Sendable {
        /// Deliver one key event to the app.
        case press(Key)
        /// Let time pass (never zero).
        case pause(Duration)
        /// Resize the terminal (headless: the backend; real terminal: only if it can).
        case resize(Size)
        /// Write the current screen to `path`.
        case screenshot(path: String, format: ScreenshotFormat)
        /// Show `text` in the caption line; empty hides it.
        case caption(String)
        /// Keep running frames until `condition` holds; if `timeout` passes first, stop with
        /// `ScriptError(file:, line:, message: "timed out after … waiting for …")`.
        case wait(WaitCondition, timeout: Duration)
    }

    public init(line: Int, action: Action) {
        self.line = line
        self.action = action
    }
}

extension Script {
    /// The script as steps: each key press followed by a pause of the typing speed in force (or
    /// the command's `@` duration), `Sleep` as a pause, `Set` folded into the values that follow.
    ///
    /// - Complexity: O(total key presses).
    public func steps() -> [ScriptStep] {
        var typingSpeed = Self.defaultTypingSpeed
        var waitTimeout = Self.defaultWaitTimeout
        var steps: [ScriptStep] = []
        func press(_ key: Key, delay: Duration?, line: Int) {
            steps.append(ScriptStep(line: line, action: .press(key)))
            let pause = delay ?? typingSpeed
            if pause > .zero { steps.append(ScriptStep(line: line, action: .pause(pause))) }
        }
        for command in commands {
            let line = command.line
            switch command.action {
            case .press(let key, let count, let delay):
                for _ in 0..<count { press(key, delay: delay, line: line) }
            case .type(let text, let delay):
                for character in text {
                    let key: Key = character == "\n" || character == "\r\n" ? .enter : character == "\t" ? .tab : .character(character)
                    press(key, delay: delay, line: line)
                }
            case .sleep(let duration):
                if duration > .zero { steps.append(ScriptStep(line: line, action: .pause(duration))) }
            case .resize(let size):
                steps.append(ScriptStep(line: line, action: .resize(size)))
            case .screenshot(let path, let format):
                steps.append(ScriptStep(line: line, action: .screenshot(path: path, format: format)))
            case .caption(let text):
                steps.append(ScriptStep(line: line, action: .caption(text)))
            case .wait(let condition, let timeout):
                steps.append(ScriptStep(line: line, action: .wait(condition, timeout: timeout ?? waitTimeout)))
            case .set(.typingSpeed(let speed)):
                typingSpeed = speed
            case .set(.waitTimeout(let timeout)):
                waitTimeout = timeout
            }
        }
        return steps
    }

    /// The time the script takes if every `Wait` is satisfied at once: the sum of its pauses.
    public var minimumDuration: Duration {
        steps().reduce(.zero) { total, step in
            if case .pause(let pause) = step.action { return total + pause }
            return total
        }
    }
}

extension ScriptError {
    /// The error a player reports when a `Wait` step runs out of time, e.g.
    /// `fruitstand-tui: demo.tape:9: timed out after 15s waiting for Loaded`.
    public static func waitTimedOut(script: Script, step: ScriptStep) -> ScriptError {
        guard case .wait(let condition, let timeout) = step.action else {
            return ScriptError(file: script.name, line: step.line, message: "timed out")
        }
        return ScriptError(file: script.name, line: step.line,
                           message: "timed out after \(timeout.scriptDescription) waiting for \(condition)")
    }
}

extension Duration {
    /// The duration as a script writes it: `300ms`, `1.5s`, `15s`.
    public var scriptDescription: String {
        let milliseconds = components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
        if milliseconds % 1000 != 0 && milliseconds < 1000 { return "\(milliseconds)ms" }
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000)s" }
        let text = String(Double(milliseconds) / 1000)
        return text + "s"
    }
}

import TUICore

extension Script {
    /// The script as steps: each key press followed by a pause of the typing speed in force (or
    /// the command's `@` duration), `Sleep` as a pause, `Set` folded into the values that follow.
    ///
    /// - Complexity: O(total key presses).
    package func steps() -> [ScriptStep] {
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
            case .restoreSize:
                steps.append(ScriptStep(line: line, action: .restoreSize))
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
    package var minimumDuration: Duration {
        steps().reduce(.zero) { total, step in
            if case .pause(let pause) = step.action { return total + pause }
            return total
        }
    }
}

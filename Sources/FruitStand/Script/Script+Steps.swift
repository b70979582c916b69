import TUICore

extension Script {
    /// The script as steps: each key press followed by a pause of the typing speed in force (or
    /// the command's `@` duration), `Sleep` as a pause, `Set` folded into the values that follow.
    ///
    /// The steps are made as they are played, a command at a time: a soak script of thousands
    /// of key presses (`Key s 5000`, or a `Type` of a long text) holds its commands, not two
    /// steps per press.
    package func steps() -> ScriptSteps {
        ScriptSteps(commands: commands)
    }

    /// The time the script takes if every `Wait` is satisfied at once: the sum of its pauses.
    package var minimumDuration: Duration {
        steps().reduce(.zero) { total, step in
            if case .pause(let pause) = step.action { return total + pause }
            return total
        }
    }
}

/// A script's steps, made from its commands as they are read (see `Script.steps()`).
package struct ScriptSteps: Sequence, Sendable {
    let commands: [ScriptCommand]

    package func makeIterator() -> Iterator {
        Iterator(commands: commands)
    }

    package struct Iterator: IteratorProtocol {
        private let commands: [ScriptCommand]
        private var position = 0
        private var typingSpeed = Script.defaultTypingSpeed
        private var waitTimeout = Script.defaultWaitTimeout
        /// The presses left of the command being expanded, each followed by its pause.
        private var presses: (line: Int, keys: PressedKeys, delay: Duration?)?
        /// A pause owed after the last press.
        private var pause: ScriptStep?

        init(commands: [ScriptCommand]) {
            self.commands = commands
        }

        package mutating func next() -> ScriptStep? {
            while true {
                if let pause {
                    self.pause = nil
                    return pause
                }
                if var current = presses {
                    if let key = current.keys.next() {
                        presses = current
                        let delay = current.delay ?? typingSpeed
                        if delay > .zero { pause = ScriptStep(line: current.line, action: .pause(delay)) }
                        return ScriptStep(line: current.line, action: .press(key))
                    }
                    presses = nil
                }
                guard position < commands.count else { return nil }
                let command = commands[position]
                position += 1
                if let step = step(for: command) { return step }
            }
        }

        /// The step a command makes by itself; presses are set aside to be made one by one.
        private mutating func step(for command: ScriptCommand) -> ScriptStep? {
            let line = command.line
            switch command.action {
            case .press(let key, let count, let delay):
                presses = (line, .repeated(key, count), delay)
            case .type(let text, let delay):
                presses = (line, .typed(text[...]), delay)
            case .sleep(let duration):
                if duration > .zero { return ScriptStep(line: line, action: .pause(duration)) }
            case .resize(let size):
                return ScriptStep(line: line, action: .resize(size))
            case .restoreSize:
                return ScriptStep(line: line, action: .restoreSize)
            case .screenshot(let path, let format):
                return ScriptStep(line: line, action: .screenshot(path: path, format: format))
            case .caption(let text):
                return ScriptStep(line: line, action: .caption(text))
            case .wait(let condition, let timeout):
                return ScriptStep(line: line, action: .wait(condition, timeout: timeout ?? waitTimeout))
            case .set(.typingSpeed(let speed)):
                typingSpeed = speed
            case .set(.waitTimeout(let timeout)):
                waitTimeout = timeout
            }
            return nil
        }
    }

    /// The keys a command presses, one at a time.
    enum PressedKeys {
        case repeated(Key, Int)
        case typed(Substring)

        mutating func next() -> Key? {
            switch self {
            case .repeated(let key, let count):
                guard count > 0 else { return nil }
                self = .repeated(key, count - 1)
                return key
            case .typed(let text):
                guard let character = text.first else { return nil }
                self = .typed(text.dropFirst())
                return character == "\n" || character == "\r\n" ? .enter : character == "\t" ? .tab : .character(character)
            }
        }
    }
}

extension ScriptError {
    /// The error a player reports when a `Wait` step runs out of time, e.g.
    /// `fruitstand-tui: demo.tape:9: timed out after 15s waiting for Loaded`.
    static func waitTimedOut(script: Script, step: ScriptStep) -> ScriptError {
        guard case .wait(let condition, let timeout) = step.action else {
            return ScriptError(file: script.name, line: step.line, message: "timed out")
        }
        return ScriptError(file: script.name, line: step.line,
                           message: "timed out after \(timeout.scriptDescription) waiting for \(condition)")
    }
}

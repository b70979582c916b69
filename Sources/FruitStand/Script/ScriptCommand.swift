/// One line of a script: what to do and where it was written.
package struct ScriptCommand: Hashable, Sendable {
    /// The 1-based line in the script, for messages such as a `Wait` timing out.
    package var line: Int
    package var action: ScriptAction

    init(line: Int, action: ScriptAction) {
        self.line = line
        self.action = action
    }
}

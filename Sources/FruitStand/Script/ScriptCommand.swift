/// One line of a script: what to do and where it was written.
public struct ScriptCommand: Hashable, Sendable {
    /// The 1-based line in the script, for messages such as a `Wait` timing out.
    public var line: Int
    public var action: ScriptAction

    public init(line: Int, action: ScriptAction) {
        self.line = line
        self.action = action
    }
}

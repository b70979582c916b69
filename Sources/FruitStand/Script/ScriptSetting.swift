/// The settings `Set` changes.
package enum ScriptSetting: Hashable, Sendable {
    /// The pause after each key press (default 80 ms), like VHS `Set TypingSpeed`.
    case typingSpeed(Duration)
    /// How long a `Wait` waits before the run fails (default 15 s), like VHS `Set WaitTimeout`.
    case waitTimeout(Duration)
}

extension StringProtocol {
    /// The string cut to at most `width` columns, ending in `…` when anything was cut.
    /// A wide grapheme that would straddle the limit is dropped, never split.
    ///
    /// - Complexity: O(n) in the graphemes of the string.
    public func truncated(toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard terminalWidth > width else { return String(self) }
        var result = ""
        var used = 0
        for character in self {
            let w = character.terminalWidth
            if used + w > width - 1 { break }
            result.append(character)
            used += w
        }
        return result + "…"
    }
}

extension Duration {
    /// The duration as a script writes it: `300ms`, `1.5s`, `15s`.
    var scriptDescription: String {
        let milliseconds = components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
        if milliseconds % 1000 != 0 && milliseconds < 1000 { return "\(milliseconds)ms" }
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000)s" }
        let text = String(Double(milliseconds) / 1000)
        return text + "s"
    }
}

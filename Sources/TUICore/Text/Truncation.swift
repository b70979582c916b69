extension StringProtocol {
    /// The string cut to at most `width` columns, ending in `…` when anything was cut.
    /// A wide grapheme that would straddle the limit is dropped, never split.
    ///
    /// - Complexity: O(n) in the graphemes of the string.
    public func truncated(toWidth width: Int) -> String {
        truncated(toWidth: width, lineBreakMode: .byTruncatingTail)
    }

    /// The string cut to at most `width` columns the way `lineBreakMode` says: `…` at the end,
    /// start or middle for the truncating modes, a plain cut for the others. Graphemes are never
    /// split; control characters become U+FFFD, as writers draw them.
    ///
    /// - Complexity: O(n) in the graphemes of the string.
    public func truncated(toWidth width: Int, lineBreakMode: LineBreakMode) -> String {
        guard width > 0 else { return "" }
        let text = drawableText
        guard text.terminalWidth > width else { return text }
        return text.cut(toWidth: width, lineBreakMode: lineBreakMode)
    }
}

extension String {
    /// `self`, known to be wider than `width` and free of control characters, cut to `width`.
    func cut(toWidth width: Int, lineBreakMode: LineBreakMode) -> String {
        switch lineBreakMode {
        case .byTruncatingTail:
            return String(prefix(fittingWidth: width - 1).text) + "…"
        case .byTruncatingHead:
            return "…" + String(suffix(fittingWidth: width - 1).text)
        case .byTruncatingMiddle:
            let budget = width - 1
            let head = prefix(fittingWidth: (budget + 1) / 2)
            let tail = suffix(fittingWidth: budget - head.width)
            return String(head.text) + "…" + String(tail.text)
        case .byClipping, .byCharWrapping:
            return String(prefix(fittingWidth: width).text)
        case .byWordWrapping:
            return wrapped(toWidth: width, maxLines: 1, lineBreakMode: .byWordWrapping).first ?? ""
        }
    }

    /// `self` cut to `width` with `…` at the end even when it would fit: the last visible line
    /// of text that continues below.
    func withContinuationEllipsis(width: Int) -> String {
        if terminalWidth + 1 <= width { return self + "…" }
        return String(prefix(fittingWidth: width - 1).text) + "…"
    }
}

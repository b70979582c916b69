extension View {
    /// The label, the value, the traits' words and the hint, as a screen reader reads an
    /// element (`"Fuji, 2 in stock, selected"`); `nil` when all are empty.
    var accessibilityDescription: String? {
        accessibilityDescription(position: nil)
    }

    /// The description with `position` (`"4 of 11"`) before the hint; `label` in place of the
    /// view's own label when given.
    func accessibilityDescription(position: String?, label: String? = nil) -> String? {
        var parts = [label ?? accessibilityLabel, accessibilityValue].compactMap { $0 }.filter { !$0.isEmpty }
        parts += accessibilityTraits.spokenWords
        if let position { parts.append(position) }
        if let hint = accessibilityHint, !hint.isEmpty { parts.append(hint) }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

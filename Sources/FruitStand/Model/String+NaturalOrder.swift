extension String {
    /// Whether `self` comes before `other` as a person sorts names: ignoring case, and
    /// comparing runs of digits by their value, so "Apple 2" comes before "Apple 10".
    /// Names equal but for case fall back to plain order, so the order is total.
    ///
    /// - Complexity: O(length).
    func precedesNaturally(_ other: String) -> Bool {
        var left = lowercased().unicodeScalars[...], right = other.lowercased().unicodeScalars[...]
        while let a = left.first, let b = right.first {
            if a.properties.numericType == .decimal, b.properties.numericType == .decimal {
                let leftDigits = left.prefix { $0.properties.numericType == .decimal }
                let rightDigits = right.prefix { $0.properties.numericType == .decimal }
                left = left.dropFirst(leftDigits.count)
                right = right.dropFirst(rightDigits.count)
                let leftValue = String(String.UnicodeScalarView(leftDigits.drop { $0 == "0" }))
                let rightValue = String(String.UnicodeScalarView(rightDigits.drop { $0 == "0" }))
                if leftValue.count != rightValue.count { return leftValue.count < rightValue.count }
                if leftValue != rightValue { return leftValue < rightValue }
                continue
            }
            if a != b { return a < b }
            left = left.dropFirst()
            right = right.dropFirst()
        }
        if left.isEmpty != right.isEmpty { return left.isEmpty }
        return self < other
    }
}

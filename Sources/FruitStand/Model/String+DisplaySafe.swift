extension String {
    /// The string with every control character (C0, DEL, C1) and every line or paragraph
    /// separator replaced by U+FFFD; everything else — wide, combining, ZWJ sequences — as given.
    ///
    /// A title is drawn on one row: a tab, newline or escape would move the terminal's cursor
    /// behind the renderer's back and misalign the row. The renderer guards against that too, but
    /// clean data means every consumer (SVG, text export, the sidebar's counts) sees the same text.
    ///
    /// - Complexity: O(n) in the number of Unicode scalars.
    var sanitizedForDisplay: String {
        // Printable ASCII, the common case, needs no Unicode property lookups.
        if utf8AllSatisfy({ (0x20...0x7E).contains($0) }) { return self }
        guard unicodeScalars.contains(where: \.breaksRow) else { return self }
        var scalars = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            scalars.append(scalar.breaksRow ? "\u{FFFD}" : scalar)
        }
        return String(scalars)
    }
}

extension Unicode.Scalar {
    /// Control characters and line/paragraph separators: the scalars that can break a row.
    fileprivate var breaksRow: Bool {
        switch properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}

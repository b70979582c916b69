import Foundation

/// Folding for the live name filter: case- and diacritic-insensitive substring matching.
enum SearchKey {
    /// `text` lowercased with diacritics removed, so "Café" and "CAFE" both fold to "cafe".
    ///
    /// ASCII text takes a byte-wise fast path: `--items 1000000` folds a million generated names
    /// when the stand is built, and Foundation's folding costs microseconds per call.
    static func fold(_ text: String) -> String {
        var utf8 = Array(text.utf8)
        if utf8.allSatisfy({ $0 < 0x80 }) {
            for index in utf8.indices where (0x41...0x5A).contains(utf8[index]) {
                utf8[index] |= 0x20
            }
            return String(decoding: utf8, as: UTF8.self)
        }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// True when `key` (already folded) contains the folded `query`; an empty query matches
    /// everything.
    static func matches(_ key: String, folded query: String) -> Bool {
        query.isEmpty || key.contains(query)
    }
}

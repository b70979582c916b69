import Foundation

/// Folding for the live name filter: case- and diacritic-insensitive substring matching.
enum SearchKey {
    /// `text` lowercased with diacritics removed, so "Café" and "CAFE" both fold to "cafe".
    ///
    /// ASCII text takes a byte-wise fast path: `--items 1000000` folds a million generated names
    /// when the stand is built, and Foundation's folding costs microseconds per call.
    static func fold(_ text: String) -> String {
        asciiLowercased(text) ?? text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// `text` with A–Z lowered, byte by byte, or nil when it is not all ASCII.
    ///
    /// Writes the bytes straight into the new string: a name of up to 15 bytes stays inline,
    /// where `lowercased()` allocates storage for every one of a million names.
    private static func asciiLowercased(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { folded in
                for index in bytes.indices {
                    let byte = bytes[index]
                    folded[index] = byte &- 0x41 < 26 ? byte | 0x20 : byte
                }
                return bytes.count
            }
        }
    }

    /// What a name keeps for matching: its folded form, or nothing (empty) when the name is
    /// ASCII, which `matches(name:storedKey:folded:)` folds as it compares.
    static func storedKey(for name: String) -> String {
        var name = name
        return name.withUTF8 { $0.allSatisfy { $0 < 0x80 } } ? "" : fold(name)
    }

    /// True when the name, whose stored key is `storedKey` (see `storedKey(for:)`), contains
    /// the folded `query`.
    static func matches(name: String, storedKey: String, folded query: String) -> Bool {
        storedKey.isEmpty ? matches(name, folded: query, lowering: true) : matches(storedKey, folded: query)
    }

    /// True when `key` (already folded) contains the folded `query`; an empty query matches
    /// everything.
    ///
    /// Compares UTF-8 bytes: both sides come from `fold`, so equal text has equal bytes, and a
    /// byte scan is many times faster than `String.contains`, which matters when every keystroke
    /// of the live filter walks a million names.
    ///
    /// - Complexity: O(k · q) worst case for a key of k bytes and a query of q bytes.
    static func matches(_ key: String, folded query: String, lowering: Bool = false) -> Bool {
        if query.isEmpty { return true }
        var key = key
        var query = query
        // With `lowering`, the key's A–Z are lowered as they are read (an ASCII name, folded
        // as `fold` would fold it).
        let lower: UInt8 = lowering ? 0x20 : 0
        return key.withUTF8 { haystack in
            query.withUTF8 { needle in
                guard needle.count <= haystack.count else { return false }
                @inline(__always) func byte(_ index: Int) -> UInt8 {
                    let byte = haystack[index]
                    return byte &- 0x41 < 26 ? byte | lower : byte
                }
                let first = needle[0]
                var start = 0
                while start <= haystack.count - needle.count {
                    if byte(start) == first {
                        var offset = 1
                        while offset < needle.count, byte(start + offset) == needle[offset] { offset += 1 }
                        if offset == needle.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }
}

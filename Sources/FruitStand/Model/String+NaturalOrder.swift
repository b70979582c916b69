import Foundation

extension String {
    /// Whether `self` comes before `other` as a person sorts names: ignoring case, and
    /// comparing runs of digits by their value, so "Apple 2" comes before "Apple 10".
    /// Names equal but for case (or leading zeros) fall back to plain order, so the order is
    /// total.
    ///
    /// The order is that of the names' `NaturalOrder` keys, compared byte by byte.
    ///
    /// - Complexity: O(length).
    func precedesNaturally(_ other: String) -> Bool {
        NaturalOrder.precedes(self, other)
    }
}

/// Natural order for names, as bytes: each name has a key (`NaturalOrder.appendKey`) whose
/// bytes compare (as `memcmp` does) the way a person sorts names, so sorting a million names
/// compares bytes instead of walking Unicode scalars and lowercasing strings per comparison.
///
/// The key is the name lowercased, as UTF-8, except that each run of decimal digits becomes
/// `0x30`, the run's length without leading zeros (one byte below 255, else `0xFF` and four
/// bytes, big-endian) and the digits' values: a longer number sorts after a shorter one, equal
/// lengths compare digit by digit, and a number sorts among other characters where `0` does.
enum NaturalOrder {
    /// Appends the key of `name` to `key`.
    ///
    /// - Complexity: O(length); ASCII names take a byte-wise path.
    static func appendKey(of name: String, to key: inout [UInt8]) {
        var name = name
        let isASCII = name.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte &- 0x30 < 10 {
                    var end = index
                    while end < bytes.count, bytes[end] &- 0x30 < 10 { end += 1 }
                    var start = index
                    while start < end, bytes[start] == 0x30 { start += 1 }
                    appendNumber(length: end - start, to: &key)
                    for digit in bytes[start..<end] { key.append(digit &- 0x30) }
                    index = end
                } else {
                    key.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
                    index += 1
                }
            }
            return true
        }
        guard !isASCII else { return }
        var digits: [UInt8] = []
        func flushDigits() {
            guard !digits.isEmpty else { return }
            let significant = digits.drop { $0 == 0 }
            appendNumber(length: significant.count, to: &key)
            key.append(contentsOf: significant)
            digits.removeAll(keepingCapacity: true)
        }
        // Canonically equivalent names are one name to `String`, so they get one key.
        for scalar in name.precomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue, value >= 0, value < 10 {
                digits.append(UInt8(value))
                continue
            }
            flushDigits()
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                key.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
            } else {
                key.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
            }
        }
        flushDigits()
    }

    /// The start of a number in a key: the marker, then its length, so that longer numbers
    /// sort after shorter ones.
    private static func appendNumber(length: Int, to key: inout [UInt8]) {
        key.append(0x30)
        if length < 0xFF {
            key.append(UInt8(length))
        } else {
            key.append(0xFF)
            let length = UInt32(clamping: length)
            for shift in stride(from: 24, through: 0, by: -8) { key.append(UInt8(truncatingIfNeeded: length >> UInt32(shift))) }
        }
    }

    /// The key of `name`.
    static func key(_ name: String) -> [UInt8] {
        var key: [UInt8] = []
        key.reserveCapacity(name.utf8.count + 4)
        appendKey(of: name, to: &key)
        return key
    }

    /// Whether `a` comes before `b` in natural order: by key, then, for equal keys, by plain
    /// order.
    ///
    /// - Complexity: O(length).
    static func precedes(_ a: String, _ b: String) -> Bool {
        let order = compare(key(a), key(b))
        return order != 0 ? order < 0 : a < b
    }

    /// Whether `a`, whose key is `aKey`, comes before `b` (`compare` on keys, then plain order).
    static func precedes(_ a: String, key aKey: [UInt8], _ b: String) -> Bool {
        let order = compare(aKey, key(b))
        return order != 0 ? order < 0 : a < b
    }

    /// Whether `b` comes before `a`, whose key is `aKey`.
    static func follows(_ a: String, key aKey: [UInt8], _ b: String) -> Bool {
        let order = compare(key(b), aKey)
        return order != 0 ? order < 0 : b < a
    }

    /// Negative, zero or positive as `a` sorts before, with or after `b`, byte by byte (a
    /// prefix first).
    static func compare(_ a: [UInt8], _ b: [UInt8]) -> Int {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in compare(a, b) } }
    }

    static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(a.count, b.count)
        if common > 0 {
            let order = memcmp(a.baseAddress!, b.baseAddress!, common)
            if order != 0 { return Int(order) }
        }
        return a.count - b.count
    }

    /// `names` in natural order.
    ///
    /// - Complexity: O(n log n) comparisons of keys, plus O(total length) to make them.
    static func sorted(_ names: [String]) -> [String] {
        sortedIndices(names).map { names[Int($0)] }
    }

    /// The indices of `names` in the natural order of the names.
    ///
    /// Each name's key is made once, into one buffer; the sort then compares the first eight
    /// bytes of two keys as one integer and the rest with `memcmp`. About 25 bytes a name
    /// besides the keys, freed on return: a million names are sorted off the main thread
    /// while the stand they came with is already in memory.
    ///
    /// - Complexity: O(n log n) comparisons of keys, plus O(total length) to make them.
    static func sortedIndices(_ names: [String]) -> [Int32] {
        guard names.count > 1 else { return names.indices.map(Int32.init) }
        var bytes: [UInt8] = []
        var starts: [UInt32] = []
        starts.reserveCapacity(names.count + 1)
        bytes.reserveCapacity(names.count * 16)
        for name in names {
            starts.append(UInt32(truncatingIfNeeded: bytes.count))
            appendKey(of: name, to: &bytes)
        }
        starts.append(UInt32(truncatingIfNeeded: bytes.count))
        /// A name's place in the sort: its key's first eight bytes, big-endian, and its index.
        struct Entry {
            var prefix: UInt64
            var index: Int32
        }
        var entries: [Entry] = bytes.withUnsafeBufferPointer { bytes in
            (0..<names.count).map { index in
                var prefix: UInt64 = 0
                let start = Int(starts[index]), end = Int(starts[index + 1])
                for offset in 0..<8 {
                    prefix <<= 8
                    if start + offset < end { prefix |= UInt64(bytes[start + offset]) }
                }
                return Entry(prefix: prefix, index: Int32(index))
            }
        }
        bytes.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                names.withUnsafeBufferPointer { names in
                    entries.sort { left, right in
                        if left.prefix != right.prefix { return left.prefix < right.prefix }
                        let a = Int(left.index), b = Int(right.index)
                        let order = compare(
                            UnsafeBufferPointer(rebasing: bytes[Int(starts[a])..<Int(starts[a + 1])]),
                            UnsafeBufferPointer(rebasing: bytes[Int(starts[b])..<Int(starts[b + 1])]))
                        return order != 0 ? order < 0 : names[a] < names[b]
                    }
                }
            }
        }
        return entries.map(\.index)
    }
}

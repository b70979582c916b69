extension String {
    /// Whether every UTF-8 byte satisfies `predicate`, read from the string's contiguous
    /// storage (a plain loop over bytes; `utf8.allSatisfy` steps a view index per byte, which
    /// a million names at launch notice).
    @inline(__always)
    func utf8AllSatisfy(_ predicate: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where !predicate(byte) { return false }
            return true
        } ?? utf8.allSatisfy(predicate)
    }
}

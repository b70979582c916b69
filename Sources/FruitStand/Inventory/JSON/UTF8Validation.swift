/// Finds the first byte that makes a buffer invalid UTF-8.
enum UTF8Validation {
    /// The offset of the first byte that does not start or continue a well-formed UTF-8 sequence
    /// (Unicode Table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF); nil when
    /// the whole buffer is valid.
    ///
    /// - Complexity: O(n).
    static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            guard let (length, secondRange) = sequenceShape(lead: lead) else { return index }
            for position in 1..<length {
                guard index + position < bytes.count else { return index }
                let byte = bytes[index + position]
                let valid = position == 1 ? secondRange.contains(byte) : (0x80...0xBF).contains(byte)
                if !valid { return index }
            }
            index += length
        }
        return nil
    }

    /// The length of the sequence a lead byte starts and the range its second byte must be in.
    private static func sequenceShape(lead: UInt8) -> (Int, ClosedRange<UInt8>)? {
        switch lead {
        case 0xC2...0xDF: (2, 0x80...0xBF)
        case 0xE0: (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
        case 0xED: (3, 0x80...0x9F)
        case 0xF0: (4, 0x90...0xBF)
        case 0xF1...0xF3: (4, 0x80...0xBF)
        case 0xF4: (4, 0x80...0x8F)
        default: nil
        }
    }
}

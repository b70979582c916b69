/// The checks of one member's value: a whole number in range, a string with text in it, a
/// boolean; each failure names the key and the value as written.
extension InventoryReader {
    func wholeNumber(_ node: JSONNode, key: String, range: ClosedRange<Int>) throws(InventoryError) -> Int {
        guard case .number(let literal) = node.value else {
            throw failure(at: node.offset, "'\(key)' must be a whole number, got \(node.value.summary)")
        }
        let value: Int
        if let exact = Int(literal) {
            value = exact
        } else if let double = Double(literal), double == double.rounded(.towardZero) {
            // `3.0` is whole; a whole number beyond Int's range (`1e400` reads as infinity:
            // every number that large is whole) only needs to fail the range check.
            value = abs(double) < 9e18 ? Int(double) : (double < 0 ? Int.min : Int.max)
        } else {
            throw failure(at: node.offset, "'\(key)' must be a whole number, got \(node.value.summary)")
        }
        if value < 0, range.lowerBound >= 0 {
            throw failure(at: node.offset, "'\(key)' must not be negative, got \(node.value.summary)")
        }
        guard range.contains(value) else {
            throw failure(at: node.offset, "'\(key)' must be at most \(range.upperBound), got \(node.value.summary)")
        }
        return value
    }

    func nonEmptyString(_ node: JSONNode, key: String) throws(InventoryError) -> String {
        guard case .string(let text) = node.value else {
            throw failure(at: node.offset, "'\(key)' must be a string, got \(node.value.summary)")
        }
        // A printable ASCII letter settles it without walking grapheme clusters.
        guard text.utf8.contains(where: { $0 > 0x20 && $0 < 0x7F }) || text.contains(where: { !$0.isWhitespace }) else {
            throw failure(at: node.offset, "'\(key)' must not be empty")
        }
        return text.sanitizedForDisplay
    }

    func bool(_ node: JSONNode, key: String) throws(InventoryError) -> Bool {
        guard case .bool(let flag) = node.value else {
            throw failure(at: node.offset, "'\(key)' must be true or false, got \(node.value.summary)")
        }
        return flag
    }
}

import ArgumentParser

/// Whole-number option values (`--seed`, `--items`), read so that a wrong one is named for what
/// is wrong with it: "-5" is a number below the range, not a missing value or another option.
enum WholeNumber {
    /// `text` as a whole number in `range`.
    ///
    /// - Throws: `ValidationError` naming the range; ArgumentParser puts the option and the value
    ///   before it ("The value '-5' is invalid for '--seed <N>': must be a whole number from 0
    ///   to ...").
    static func parse<Number: FixedWidthInteger>(_ text: String, in range: ClosedRange<Number>) throws -> Number {
        guard let number = Number(text, radix: 10), range.contains(number) else {
            throw ValidationError("must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }
}

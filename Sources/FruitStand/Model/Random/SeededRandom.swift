/// A small deterministic random number generator (SplitMix64) that the fruit stand seeds with
/// `--seed N`.
///
/// The standard library's generator cannot be seeded, and the algorithms behind
/// `Int.random(in:using:)` and `shuffle(using:)` are not promised to stay the same across Swift
/// releases. The stand's weather, stock and shuffles must be the same for the same seed on every
/// machine and toolchain, so this type brings its own bounded draw (Lemire's unbiased
/// multiply-shift) and its own Fisher–Yates shuffle.
struct SeededRandom: RandomNumberGenerator, Hashable, Sendable {
    /// The generator's whole state; equal states produce equal sequences.
    private(set) var state: UInt64

    /// A generator whose sequence depends only on `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly distributed integer in `0..<bound`; `bound` must be positive.
    mutating func next(below bound: Int) -> Int {
        precondition(bound > 0, "SeededRandom.next(below:) needs a positive bound")
        let range = UInt64(bound)
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            // Rejecting the few low products that would over-represent small results keeps the
            // draw unbiased (Lemire 2019).
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return Int(product.high)
    }

    /// A uniformly distributed integer in `range`.
    mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + next(below: range.upperBound - range.lowerBound + 1)
    }

    /// True `numerator` times in `denominator`, on average.
    mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        next(below: denominator) < numerator
    }

    /// One element of `elements`, chosen uniformly; `elements` must not be empty.
    mutating func element<C: RandomAccessCollection>(of elements: C) -> C.Element {
        let offset = next(below: elements.count)
        return elements[elements.index(elements.startIndex, offsetBy: offset)]
    }

    /// Shuffles `elements` in place (Fisher–Yates).
    ///
    /// - Complexity: O(n).
    mutating func shuffle<C: MutableCollection & RandomAccessCollection>(_ elements: inout C) {
        var remaining = elements.count
        var index = elements.startIndex
        while remaining > 1 {
            let pick = elements.index(index, offsetBy: next(below: remaining))
            elements.swapAt(index, pick)
            elements.formIndex(after: &index)
            remaining -= 1
        }
    }

    /// An independent generator derived from this one's state and `label`, leaving this one
    /// untouched.
    ///
    /// Separate streams keep unrelated draws apart: forcing the weather with `--weather good`
    /// must not change which fruit the stand has, so weather and stock never share a stream.
    func stream(_ label: UInt64) -> SeededRandom {
        var mixer = SeededRandom(seed: state ^ (label &* 0xD6E8_FEB8_6659_FD93))
        return SeededRandom(seed: mixer.next())
    }
}

extension SeededRandom {
    /// The labels of the streams the fruit stand draws from.
    enum Stream: UInt64 {
        case weather = 1
        case stand = 2
        case store = 3
    }

    func stream(_ label: Stream) -> SeededRandom {
        stream(label.rawValue)
    }
}

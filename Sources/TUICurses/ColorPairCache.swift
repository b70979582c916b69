/// Hands out curses colour pairs for foreground/background combinations on demand, reusing
/// pairs that nothing on screen uses any more once the terminal's pairs run out.
///
/// Curses draws colour through numbered pairs, and a terminal has a fixed number of them (64 on
/// an 8-colour xterm, 65,536 on xterm-256color). Redefining a pair recolours every cell on screen
/// that uses it, so a pair may only be recycled when no visible cell holds it: callers report
/// each visible cell's pair with `acquire` and give it back with `release` when the cell is
/// overwritten. When every pair is in use by visible cells, `acquire` degrades to pair 0 (the
/// terminal's default colours) instead of failing.
///
/// Pure bookkeeping: the caller defines new pairs in curses when `acquire` says so.
struct ColorPairCache {
    /// Curses colour numbers for a pair; -1 is the terminal's default colour.
    struct Colors: Hashable {
        var foreground: Int32
        var background: Int32

        static let terminalDefault = Colors(foreground: -1, background: -1)
    }

    /// The result of `acquire`.
    struct Acquisition: Equatable {
        var pair: Int32
        /// True when curses must be told what `pair` now means (`init_extended_pair`).
        var needsDefinition: Bool
    }

    /// Usable pairs are `1...capacity`; pair 0 always means `pairZero`.
    let capacity: Int
    /// What pair 0 shows: default/default when the terminal supports default colours.
    let pairZero: Colors

    private var pairsByColors: [Colors: Int32] = [:]
    private var colorsByPair: [Colors?]
    private var useCounts: [Int32]
    /// Pairs whose use count dropped to zero, least recently freed first; entries may have been
    /// re-acquired since and are checked when taken.
    private var reusable: [Int32] = []
    private var reusableHead = 0
    private var isQueued: [Bool]
    private var nextUnused: Int32 = 1

    init(capacity: Int, pairZero: Colors = .terminalDefault) {
        self.capacity = max(0, capacity)
        self.pairZero = pairZero
        colorsByPair = Array(repeating: nil, count: self.capacity + 1)
        useCounts = Array(repeating: 0, count: self.capacity + 1)
        isQueued = Array(repeating: false, count: self.capacity + 1)
    }

    /// Number of pairs currently defined.
    var definedCount: Int { Int(nextUnused) - 1 }

    /// The colours `pair` currently shows.
    func colors(of pair: Int32) -> Colors? {
        if pair == 0 { return pairZero }
        return Int(pair) <= capacity ? colorsByPair[Int(pair)] : nil
    }

    /// How many visible cells use `pair`.
    func useCount(of pair: Int32) -> Int {
        pair > 0 && Int(pair) <= capacity ? Int(useCounts[Int(pair)]) : 0
    }

    /// The pair showing `colors`, counted as used by one more cell.
    ///
    /// - Complexity: O(1) amortized.
    mutating func acquire(_ colors: Colors) -> Acquisition {
        if colors == pairZero { return Acquisition(pair: 0, needsDefinition: false) }
        if let pair = pairsByColors[colors] {
            useCounts[Int(pair)] += 1
            return Acquisition(pair: pair, needsDefinition: false)
        }
        let pair: Int32
        if Int(nextUnused) <= capacity {
            pair = nextUnused
            nextUnused += 1
        } else if let free = takeReusablePair() {
            pair = free
            if let old = colorsByPair[Int(pair)] { pairsByColors[old] = nil }
        } else {
            return Acquisition(pair: 0, needsDefinition: false)
        }
        pairsByColors[colors] = pair
        colorsByPair[Int(pair)] = colors
        useCounts[Int(pair)] = 1
        return Acquisition(pair: pair, needsDefinition: true)
    }

    /// One cell that showed `pair` was overwritten.
    mutating func release(_ pair: Int32) {
        guard pair > 0, Int(pair) <= capacity, useCounts[Int(pair)] > 0 else { return }
        useCounts[Int(pair)] -= 1
        if useCounts[Int(pair)] == 0, !isQueued[Int(pair)] {
            isQueued[Int(pair)] = true
            reusable.append(pair)
        }
    }

    /// Forgets all use counts: the screen is being redrawn from scratch. Definitions stay, so
    /// pairs are found again without redefining them.
    mutating func resetUsage() {
        reusable.removeAll(keepingCapacity: true)
        reusableHead = 0
        for pair in 1..<max(1, Int(nextUnused)) {
            useCounts[pair] = 0
            isQueued[pair] = true
            reusable.append(Int32(pair))
        }
    }

    private mutating func takeReusablePair() -> Int32? {
        while reusableHead < reusable.count {
            let pair = reusable[reusableHead]
            reusableHead += 1
            isQueued[Int(pair)] = false
            if reusableHead > 1024, reusableHead * 2 > reusable.count {
                reusable.removeFirst(reusableHead)
                reusableHead = 0
            }
            if useCounts[Int(pair)] == 0 { return pair }
        }
        return nil
    }
}

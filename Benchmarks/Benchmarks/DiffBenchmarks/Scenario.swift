import BenchmarkSupport
import DiffableTUI

/// The workloads: what happens between an old and a new list of identifiers.
enum Scenario: String, CaseIterable {
    /// The same identifiers in the same order (fresh copies for strings).
    case identical
    /// 10% new identifiers appended at the end.
    case append
    /// 1% deleted, 1% moved to random positions, 1% new identifiers at random positions.
    case mixed
    /// The same identifiers in reverse order.
    case reversed
    /// The same identifiers in random order.
    case shuffled
    /// 50% deleted, as many new identifiers at random positions.
    case churn
    /// 100 sections of n/100 items; 1% of the items move to another section (random
    /// places), and 5 sections move to random places.
    case sectioned

    /// The sizes each scenario runs at: 10k and 100k for churn and the sectioned input, all
    /// three for the others (the 1M inputs dominate the run time). A shuffle of a million is
    /// the `s` key at `fruitstand-tui --items 1000000`.
    var counts: [Int] {
        switch self {
        case .identical, .append, .mixed, .reversed, .shuffled: [10_000, 100_000, 1_000_000]
        case .churn, .sectioned: [10_000, 100_000]
        }
    }
}

/// The identifier types under test: `Int`, and 36-character UUID-shaped `String`s.
protocol BenchmarkIdentifier: Hashable, Sendable {
    static var label: String { get }
    /// The identifier numbered `number`; distinct numbers give distinct identifiers.
    static func make(_ number: Int, random: inout SplitMix) -> Self
    /// An equal value in separate storage, so comparisons cannot short-cut on identity.
    func freshCopy() -> Self
}

extension Int: BenchmarkIdentifier {
    static var label: String { "Int" }
    static func make(_ number: Int, random: inout SplitMix) -> Int { number }
    func freshCopy() -> Int { self }
}

extension String: BenchmarkIdentifier {
    static var label: String { "String" }

    static func make(_ number: Int, random: inout SplitMix) -> String {
        // Random hex, with the number folded into the first group so values stay distinct.
        let hex = Array("0123456789abcdef".utf8)
        var bytes = [UInt8]()
        bytes.reserveCapacity(36)
        var bits = UInt64(number) << 32 | (random.next() & 0xFFFF_FFFF)
        for position in 0..<36 {
            if [8, 13, 18, 23].contains(position) {
                bytes.append(UInt8(ascii: "-"))
                continue
            }
            if position == 16 { bits = random.next() }
            bytes.append(hex[Int(bits >> 60)])
            bits <<= 4
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func freshCopy() -> String {
        String(decoding: Array(utf8), as: UTF8.self)
    }
}

/// One section of an input: its identifier and its items, in order.
struct SectionItems<ID: BenchmarkIdentifier>: Sendable {
    var section: Int
    var items: [ID]
}

/// One benchmark input: the old and new layouts, their items as flat arrays, and the two
/// snapshots holding them.
struct DiffInput<ID: BenchmarkIdentifier>: Sendable {
    let oldLayout: [SectionItems<ID>]
    let newLayout: [SectionItems<ID>]
    /// Every item of the layout, section by section.
    let old: [ID]
    let new: [ID]
    let oldSnapshot: DiffableDataSourceSnapshot<Int, ID>
    let newSnapshot: DiffableDataSourceSnapshot<Int, ID>

    init(scenario: Scenario, count: Int) {
        var random = SplitMix(seed: UInt64(count) &* 1_000_003 &+ UInt64(Scenario.allCases.firstIndex(of: scenario)!))
        let old = (0..<count).map { ID.make($0, random: &random) }
        var fresh = count
        func newIdentifier() -> ID {
            defer { fresh += 1 }
            return ID.make(fresh, random: &random)
        }
        /// Kept items keep their index as sort key; `scatter` items get random keys and new
        /// items are added with random keys, then everything is sorted by key.
        func reorder(deleting deleted: Int, scattering scattered: Int, inserting inserted: Int) -> [ID] {
            var keyed: [(key: Double, id: ID)] = old.enumerated().map { (Double($0.offset), $0.element.freshCopy()) }
            var chosen = Array(0..<count)
            chosen.shuffle(using: &random)
            let doomed = Set(chosen[0..<deleted])
            for index in chosen[deleted..<deleted + scattered] {
                keyed[index].key = Double.random(in: 0..<Double(count), using: &random)
            }
            keyed = keyed.enumerated().filter { !doomed.contains($0.offset) }.map(\.element)
            for _ in 0..<inserted {
                keyed.append((Double.random(in: 0..<Double(count), using: &random), newIdentifier()))
            }
            return keyed.sorted { $0.key < $1.key }.map(\.id)
        }
        switch scenario {
        case .identical:
            self.init(old: old, new: old.map { $0.freshCopy() })
        case .append:
            self.init(old: old, new: old.map { $0.freshCopy() } + (0..<count / 10).map { _ in newIdentifier() })
        case .reversed:
            self.init(old: old, new: old.reversed().map { $0.freshCopy() })
        case .shuffled:
            self.init(old: old, new: old.map { $0.freshCopy() }.shuffled(using: &random))
        case .mixed:
            let onePercent = count / 100
            self.init(old: old, new: reorder(deleting: onePercent, scattering: onePercent, inserting: onePercent))
        case .churn:
            self.init(old: old, new: reorder(deleting: count / 2, scattering: 0, inserting: count / 2))
        case .sectioned:
            let perSection = count / 100
            let oldLayout = (0..<100).map { SectionItems(section: $0, items: Array(old[$0 * perSection..<($0 + 1) * perSection])) }
            var newLayout = oldLayout.map { SectionItems(section: $0.section, items: $0.items.map { $0.freshCopy() }) }
            for _ in 0..<count / 100 {
                let from = Int.random(in: 0..<100, using: &random)
                var to = Int.random(in: 0..<99, using: &random)
                if to >= from { to += 1 }
                guard !newLayout[from].items.isEmpty else { continue }
                let item = newLayout[from].items.remove(at: Int.random(in: 0..<newLayout[from].items.count, using: &random))
                newLayout[to].items.insert(item, at: Int.random(in: 0...newLayout[to].items.count, using: &random))
            }
            for _ in 0..<5 {
                let moved = newLayout.remove(at: Int.random(in: 0..<newLayout.count, using: &random))
                newLayout.insert(moved, at: Int.random(in: 0...newLayout.count, using: &random))
            }
            self.init(oldLayout: oldLayout, newLayout: newLayout)
        }
    }

    init(old: [ID], new: [ID]) {
        self.init(oldLayout: [SectionItems(section: 0, items: old)], newLayout: [SectionItems(section: 0, items: new)])
    }

    init(oldLayout: [SectionItems<ID>], newLayout: [SectionItems<ID>]) {
        self.oldLayout = oldLayout
        self.newLayout = newLayout
        old = oldLayout.flatMap(\.items)
        new = newLayout.flatMap(\.items)
        oldSnapshot = Self.snapshot(oldLayout)
        newSnapshot = Self.snapshot(newLayout)
    }

    /// A snapshot built the way apps build one: the sections, then each section's items
    /// as one array.
    static func snapshot(_ layout: [SectionItems<ID>]) -> DiffableDataSourceSnapshot<Int, ID> {
        var snapshot = DiffableDataSourceSnapshot<Int, ID>()
        snapshot.appendSections(layout.map(\.section))
        for section in layout {
            snapshot.appendItems(section.items, toSection: section.section)
        }
        return snapshot
    }
}

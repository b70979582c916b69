import BenchmarkSupport
import DiffableTUI

/// The workloads of issue 3: what happens between an old and a new list of identifiers.
enum Scenario: String, CaseIterable {
    /// The same identifiers in the same order (fresh copies for strings).
    case identical
    /// 10% new identifiers appended at the end.
    case append
    /// 1% deleted, 1% moved to random positions, 1% new identifiers at random positions.
    case mixed
    /// The same identifiers in reverse order.
    case reversed
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

/// One benchmark input: the two identifier arrays and the two snapshots holding them.
struct DiffInput<ID: BenchmarkIdentifier>: Sendable {
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
        var new: [ID]
        switch scenario {
        case .identical:
            new = old.map { $0.freshCopy() }
        case .append:
            new = old.map { $0.freshCopy() } + (0..<count / 10).map { _ in newIdentifier() }
        case .reversed:
            new = old.reversed().map { $0.freshCopy() }
        case .mixed:
            // Sort keys: kept items keep their index, moved and new items get random ones.
            let onePercent = count / 100
            var keyed: [(key: Double, id: ID)] = old.enumerated().map { (Double($0.offset), $0.element.freshCopy()) }
            var chosen = Array(0..<count)
            chosen.shuffle(using: &random)
            let deleted = Set(chosen[0..<onePercent])
            for index in chosen[onePercent..<2 * onePercent] {
                keyed[index].key = Double.random(in: 0..<Double(count), using: &random)
            }
            keyed = keyed.enumerated().filter { !deleted.contains($0.offset) }.map(\.element)
            for _ in 0..<onePercent {
                keyed.append((Double.random(in: 0..<Double(count), using: &random), newIdentifier()))
            }
            new = keyed.sorted { $0.key < $1.key }.map(\.id)
        }
        self.old = old
        self.new = new
        oldSnapshot = Self.snapshot(old)
        newSnapshot = Self.snapshot(new)
    }

    static func snapshot(_ items: [ID]) -> DiffableDataSourceSnapshot<Int, ID> {
        var snapshot = DiffableDataSourceSnapshot<Int, ID>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        return snapshot
    }
}

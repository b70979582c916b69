import Testing
@testable import Diffable
import TestSupport

/// The bulk in-place comparison a splice uses: it must count exactly the identifiers a plain
/// `==` loop counts, whatever the fingerprints say and whatever lies in padding bytes.
@Suite struct MatchingRunTests {
    /// Plain data with seven bytes of padding after `tag`.
    struct Padded: Hashable {
        var tag: UInt8
        var value: Int64
    }

    /// What `MatchingRun.count` must return: equal fingerprints and equal identifiers, in place.
    static func reference<T: Equatable>(_ left: [T], _ lf: [UInt32], _ right: [T], _ rf: [UInt32], _ i: Int, _ j: Int, _ limit: Int) -> Int {
        var count = 0
        while count < limit, i + count < left.count, j + count < right.count,
              lf[i + count] == rf[j + count], left[i + count] == right[j + count] { count += 1 }
        return count
    }

    static func count<T: Equatable>(_ left: [T], _ lf: [UInt32], _ right: [T], _ rf: [UInt32], _ i: Int, _ j: Int, _ limit: Int) -> Int {
        left.withUnsafeBufferPointer { l in
            lf.withUnsafeBufferPointer { lfp in
                right.withUnsafeBufferPointer { r in
                    rf.withUnsafeBufferPointer { rfp in
                        MatchingRun(left: l, leftFingerprints: lfp, right: r, rightFingerprints: rfp).count(from: i, j, limit: limit)
                    }
                }
            }
        }
    }

    /// Seeded: long equal stretches with a few differences, fingerprints that collide (all
    /// equal) or not, for plain data (compared as bytes) and for strings (compared by `==`).
    @Test(arguments: 0..<40)
    func countsWhatEqualityCounts(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let length = Int.random(in: 0...1_200, using: &random)
        let left = (0..<length).map { _ in Int.random(in: 0..<50, using: &random) }
        var right = left
        for _ in 0..<Int.random(in: 0...3, using: &random) where !right.isEmpty {
            right[Int.random(in: 0..<right.count, using: &random)] = Int.random(in: 0..<50, using: &random)
        }
        let collide = Bool.random(using: &random)
        let lf = left.map { collide ? 7 : UInt32($0 % 5) }, rf = right.map { collide ? 7 : UInt32($0 % 5) }
        let i = length == 0 ? 0 : Int.random(in: 0..<length, using: &random)
        let limit = Int.random(in: 0...length + 10, using: &random)
        #expect(Self.count(left, lf, right, rf, i, i, limit) == Self.reference(left, lf, right, rf, i, i, limit))
        let strings = left.map { "item \($0)" }, otherStrings = right.map { "item \($0)" }
        #expect(Self.count(strings, lf, otherStrings, rf, i, i, limit) == Self.reference(strings, lf, otherStrings, rf, i, i, limit))
    }

    /// Equal values whose padding bytes differ are equal: the bytes differ, `==` decides.
    @Test func paddingBytesDoNotMakeEqualValuesDiffer() {
        let count = 600
        let values = (0..<count).map { Padded(tag: UInt8($0 % 200), value: Int64($0)) }
        let fingerprints = [UInt32](repeating: 1, count: count)
        let matched = Self.filledBuffer(0xAA, values) { left in
            Self.filledBuffer(0x55, values) { right in
                fingerprints.withUnsafeBufferPointer { f in
                    MatchingRun(left: left, leftFingerprints: f, right: right, rightFingerprints: f).count(from: 0, 0, limit: count)
                }
            }
        }
        #expect(matched == count)
    }

    /// `values` in memory whose every byte was `fill` first, so padding holds `fill`.
    static func filledBuffer<R>(_ fill: UInt8, _ values: [Padded], _ body: (UnsafeBufferPointer<Padded>) -> R) -> R {
        let raw = UnsafeMutableRawBufferPointer.allocate(byteCount: values.count * MemoryLayout<Padded>.stride, alignment: MemoryLayout<Padded>.alignment)
        defer { raw.deallocate() }
        raw.initializeMemory(as: UInt8.self, repeating: fill)
        let typed = raw.bindMemory(to: Padded.self)
        for (index, value) in values.enumerated() {
            (typed.baseAddress! + index).pointee.tag = value.tag
            (typed.baseAddress! + index).pointee.value = value.value
        }
        return body(UnsafeBufferPointer(typed))
    }
}

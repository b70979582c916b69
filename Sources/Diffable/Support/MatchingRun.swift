#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Two stores' identifiers compared in place, a run at a time: what a splice does when most
/// of a long section is unchanged.
///
/// Code over a generic identifier type that is not specialized (a data source's, compiled once
/// for every app's item type) pays a witness call and copies per `==`. Here the fingerprints
/// (plain `UInt32`) are compared first, and the identifiers of the stretch where they agree
/// are then compared in bulk: for plain data (no references, `_isPOD`) as bytes, in blocks,
/// falling back to `==` only inside a block whose bytes differ (padding, or an enum's unused
/// payload bytes, may differ where values are equal). Equal bytes are equal values for any
/// plain-data identifier that is equal to itself, as every identifier in a store must be.
struct MatchingRun<Element: Equatable> {
    let left: UnsafeBufferPointer<Element>
    let leftFingerprints: UnsafeBufferPointer<UInt32>
    let right: UnsafeBufferPointer<Element>
    let rightFingerprints: UnsafeBufferPointer<UInt32>

    /// How many identifiers from `left[i...]` and `right[j...]` are equal in place, up to
    /// `limit`.
    ///
    /// - Complexity: O(identifiers compared): a tight loop over fingerprints, then a byte
    ///   comparison per block for plain data, `==` per identifier otherwise.
    func count(from i: Int, _ j: Int, limit: Int) -> Int {
        let limit = Swift.min(limit, left.count - i, right.count - j)
        var agreed = 0
        while agreed < limit, leftFingerprints[i + agreed] == rightFingerprints[j + agreed] { agreed += 1 }
        guard agreed > 0 else { return 0 }
        guard _isPOD(Element.self) else { return equalCount(from: i, j, upTo: agreed) }
        let block = 256
        var verified = 0
        while verified < agreed {
            let length = Swift.min(block, agreed - verified)
            let bytes = length * MemoryLayout<Element>.stride
            if memcmp(left.baseAddress! + i + verified, right.baseAddress! + j + verified, bytes) != 0 {
                let equal = equalCount(from: i + verified, j + verified, upTo: length)
                if equal < length { return verified + equal }
            }
            verified += length
        }
        return agreed
    }

    /// How many identifiers from `left[i...]` and `right[j...]` are `==`, up to `limit`.
    private func equalCount(from i: Int, _ j: Int, upTo limit: Int) -> Int {
        var equal = 0
        while equal < limit, left[i + equal] == right[j + equal] { equal += 1 }
        return equal
    }
}

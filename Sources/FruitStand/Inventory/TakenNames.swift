import Foundation

/// The numbers taken after the name prefixes `a` has asked about, so that a free name
/// ("Fuji 7") costs a lookup instead of a walk over every name of its kind.
///
/// The first time `a` asks for a kind, one walk over that kind's names fills every variety of
/// its catalogue (and the one asked for); the numbers are then kept as fruit come and go. It is a cache, not part of the inventory's value: equal and
/// hashed alike whatever it holds, so two inventories with the same fruit compare equal.
struct TakenNames: Hashable, Sendable {
    /// A name prefix of one kind of fruit.
    struct Key: Hashable, Sendable {
        var kind: FruitKind
        var prefix: String
    }

    /// How a name relates to a prefix.
    enum Match: Equatable {
        /// The name is the prefix itself.
        case bare
        /// The name is the prefix, a space and this number (digits, no leading zero).
        case numbered(Int)
    }

    /// How many names take the bare prefix and each number after it, with the smallest
    /// free number from 2 kept exact.
    ///
    /// Counts of numbers up to about twice the names seen live in an array (a million names
    /// are counted without hashing); larger numbers, which a file may hold, in a dictionary.
    struct Numbers: Sendable {
        private(set) var bareCount = 0
        private var dense: [Int32] = []
        private var sparse: [Int: Int] = [:]
        /// The smallest number from 2 that no name takes.
        private(set) var smallestFree = 2

        /// How many names take `number`.
        func count(_ number: Int) -> Int {
            number < dense.count ? Int(dense[number]) : sparse[number] ?? 0
        }

        mutating func add(_ match: Match) {
            switch match {
            case .bare:
                bareCount += 1
            case .numbered(let number):
                if number < dense.count {
                    dense[number] += 1
                } else if number < 2 * dense.count + 64 {
                    // Grow the array to take it, moving any counts the dictionary held.
                    let old = dense.count
                    dense.append(contentsOf: repeatElement(0, count: number + 1 - old))
                    for moved in sparse.keys where moved >= old && moved <= number {
                        dense[moved] = Int32(sparse.removeValue(forKey: moved)!)
                    }
                    dense[number] += 1
                } else {
                    sparse[number, default: 0] += 1
                }
                while count(smallestFree) > 0 { smallestFree += 1 }
            }
        }

        mutating func remove(_ match: Match) {
            switch match {
            case .bare:
                bareCount -= 1
            case .numbered(let number):
                if number < dense.count {
                    guard dense[number] > 0 else { return }
                    dense[number] -= 1
                } else {
                    guard let count = sparse[number] else { return }
                    sparse[number] = count > 1 ? count - 1 : nil
                }
                if count(number) == 0, number >= 2, number < smallestFree { smallestFree = number }
            }
        }
    }

    private(set) var entries: [Key: Numbers] = [:]

    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}

    /// How `name` relates to `prefix`, or nil when it does not start with it.
    static func match(_ name: String, prefix: String) -> Match? {
        var name = name, prefix = prefix
        return name.withUTF8 { name in prefix.withUTF8 { match(name, prefix: $0) } }
    }

    /// How the UTF-8 `name` relates to the UTF-8 `prefix`, or nil when it does not start
    /// with it. Reads the number without building a string: a first walk reads a million
    /// names.
    static func match(_ name: UnsafeBufferPointer<UInt8>, prefix: UnsafeBufferPointer<UInt8>) -> Match? {
        guard name.count >= prefix.count, prefix.isEmpty || name[0] == prefix[0],
              memcmp(name.baseAddress!, prefix.baseAddress!, prefix.count) == 0 else { return nil }
        guard name.count > prefix.count else { return .bare }
        // " N" with N written as "\(number)" writes it: digits, no leading zero.
        let digits = name[(prefix.count + 1)...]
        guard name[prefix.count] == 0x20, let first = digits.first, first != 0x30, digits.count <= 18 else { return nil }
        var number = 0
        for digit in digits {
            guard (0x30...0x39).contains(digit) else { return nil }
            number = number * 10 + Int(digit - 0x30)
        }
        return .numbered(number)
    }

    /// The numbers taken after `prefix` among the names of `kind`, or nil until filled.
    func numbers(kind: FruitKind, prefix: String) -> Numbers? {
        entries[Key(kind: kind, prefix: prefix)]
    }

    /// Fills the numbers of every prefix of `kind` in `prefixes` not filled yet, in one walk:
    /// `walk` calls its argument with every name of `kind`.
    ///
    /// - Complexity: O(n · p) byte comparisons for n names and p prefixes, most of them
    ///   ending at the first byte.
    mutating func fill(_ kind: FruitKind, prefixes: [String], walk: ((String) -> Void) -> Void) {
        let missing = prefixes.filter { numbers(kind: kind, prefix: $0) == nil }
        guard !missing.isEmpty else { return }
        let bytes = missing.map { Array($0.utf8) }
        var filled = Array(repeating: Numbers(), count: missing.count)
        walk { name in
            var name = name
            name.withUTF8 { name in
                for index in bytes.indices {
                    let match = bytes[index].withUnsafeBufferPointer { Self.match(name, prefix: $0) }
                    if let match { filled[index].add(match) }
                }
            }
        }
        for (prefix, numbers) in zip(missing, filled) {
            entries[Key(kind: kind, prefix: prefix)] = numbers
        }
    }

    /// Follows a fruit of `kind` named `name` arriving on the stand.
    ///
    /// - Complexity: O(prefixes filled for `kind`); nothing until `a` has asked for one.
    mutating func didAdd(_ name: String, kind: FruitKind) {
        for key in entries.keys where key.kind == kind {
            if let match = Self.match(name, prefix: key.prefix) { entries[key]!.add(match) }
        }
    }

    /// Follows a fruit of `kind` named `name` leaving the stand.
    mutating func didRemove(_ name: String, kind: FruitKind) {
        for key in entries.keys where key.kind == kind {
            if let match = Self.match(name, prefix: key.prefix) { entries[key]!.remove(match) }
        }
    }
}

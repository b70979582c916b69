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
    struct Numbers: Sendable {
        private(set) var bareCount = 0
        private var counts: [Int: Int] = [:]
        /// The smallest number from 2 that no name takes.
        private(set) var smallestFree = 2

        mutating func add(_ match: Match) {
            switch match {
            case .bare:
                bareCount += 1
            case .numbered(let number):
                counts[number, default: 0] += 1
                while counts[smallestFree] != nil { smallestFree += 1 }
            }
        }

        mutating func remove(_ match: Match) {
            switch match {
            case .bare:
                bareCount -= 1
            case .numbered(let number):
                guard let count = counts[number] else { return }
                counts[number] = count > 1 ? count - 1 : nil
                if count == 1, number >= 2, number < smallestFree { smallestFree = number }
            }
        }
    }

    private(set) var entries: [Key: Numbers] = [:]

    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}

    /// How `name` relates to `prefix`, or nil when it does not start with it.
    static func match(_ name: String, prefix: String) -> Match? {
        var name = name
        return name.withUTF8 { match($0, prefix: Array(prefix.utf8)) }
    }

    /// How the UTF-8 `name` relates to the UTF-8 `prefix`, or nil when it does not start
    /// with it. Reads the number without building a string: a first walk reads a million
    /// names.
    static func match(_ name: UnsafeBufferPointer<UInt8>, prefix: [UInt8]) -> Match? {
        guard name.count >= prefix.count, name.starts(with: prefix) else { return nil }
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
                    if let match = Self.match(name, prefix: bytes[index]) { filled[index].add(match) }
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

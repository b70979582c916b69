/// The numbers taken after the name prefixes `a` has asked about, so that a free name
/// ("Fuji 7") costs a lookup instead of a walk over every name of its kind.
///
/// A prefix is filled by one walk over its kind's names the first time `a` asks for it, then
/// kept as fruit come and go. It is a cache, not part of the inventory's value: equal and
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
    ///
    /// Compares UTF-8 bytes and reads the number without building a string: a first walk
    /// reads a million names.
    static func match(_ name: String, prefix: String) -> Match? {
        var name = name, prefix = prefix
        return prefix.withUTF8 { prefix in
            name.withUTF8 { name -> Match? in
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
        }
    }

    /// The numbers taken after `key`'s prefix, filled the first time by `walk`, which calls
    /// its argument with every name of the key's kind.
    ///
    /// - Complexity: O(1) once filled; O(n) for n names the first time.
    mutating func numbers(for key: Key, walk: ((String) -> Void) -> Void) -> Numbers {
        if let numbers = entries[key] { return numbers }
        var numbers = Numbers()
        walk { name in
            if let match = Self.match(name, prefix: key.prefix) { numbers.add(match) }
        }
        entries[key] = numbers
        return numbers
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

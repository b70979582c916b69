import TestSupport
@testable import FruitStand

/// A random inventory file holding random titles, and what loading it must give: the fruit with
/// their names and varieties as docs/fruitstand-data.md says they load (lone surrogates and
/// control characters as U+FFFD), or the one-line error for the fault planted in it.
///
/// One fruit per line, so that the line every error must name is known.
struct InventoryDocument {
    /// A fruit as it must load.
    struct Fruit: Equatable {
        var kind: FruitKind
        var name: String
        var variety: String
    }

    /// What the file gets wrong, if anything; at most one thing per file.
    enum Fault: CaseIterable {
        case none, invalidUTF8, rawControl, blankName, duplicateName, unknownKey, bareValue, missingComma
    }

    enum Expected {
        case loads([Fruit])
        /// Fails on `line` with a message containing `saying`.
        case fails(line: Int, saying: String)
    }

    var bytes: [UInt8] = []
    var expected: Expected = .loads([])
    var fault = Fault.none
    /// How many random titles the file holds (names, varieties and keys).
    var titles = 0

    /// Invalid UTF-8: bad lead bytes, overlong forms, surrogates, beyond U+10FFFF, lone
    /// continuation bytes, and sequences cut short.
    static let invalidSequences: [[UInt8]] = [
        [0xFF], [0xFE], [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF],
        [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0x80], [0xBF], [0xE2, 0x82], [0xF0, 0x9F, 0x8D], [0xC3],
    ]

    /// A random document; `tag` numbers its titles apart from earlier documents'.
    static func random(tag: inout Int, using generator: inout SeededGenerator) -> InventoryDocument {
        var document = InventoryDocument()
        document.fault = Int.random(in: 0..<2, using: &generator) == 0 ? .none : Fault.allCases.randomElement(using: &generator)!
        let apples = Int.random(in: 0...6, using: &generator)
        let oranges = Int.random(in: (apples == 0 ? 1 : 0)...6, using: &generator)
        let kinds = Array(repeating: FruitKind.apple, count: apples) + Array(repeating: .orange, count: oranges)
        let varieties = (0..<3).map { _ in UnicodeTitles.visibleTitle(tag: next(&tag), using: &generator) }
        var names: [String] = []
        var fruit: [Fruit] = []
        var lines: [[UInt8]] = [Array("{".utf8), Array("  \"version\": 1,".utf8), Array("  \"apples\": [".utf8)]
        let faulty = Int.random(in: 0..<kinds.count, using: &generator)
        // The first syntax error (found before anything is decoded) and the first decoding error.
        var syntaxFailure: (line: Int, saying: String)?
        var decodeFailure: (line: Int, saying: String)?

        for (index, kind) in kinds.enumerated() {
            if index == apples { lines += [Array("  ],".utf8), Array("  \"oranges\": [".utf8)] }
            let line = lines.count + 1
            let isFaulty = index == faulty && document.fault != .none
            var name = UnicodeTitles.visibleTitle(tag: next(&tag), using: &generator)
            // A duplicate repeats an earlier name of the same kind, spelled with other escapes.
            if isFaulty, document.fault == .duplicateName,
               let first = fruit.indices.filter({ fruit[$0].kind == kind }).randomElement(using: &generator) {
                name = names[first]
            }
            if isFaulty, document.fault == .blankName {
                name = ["", " ", "\t", "\u{3000}", " \n ", "\u{2028}", "\u{85}", "\r\n"].randomElement(using: &generator)!
            }
            let variety = Int.random(in: 0..<3, using: &generator) == 0 ? nil : varieties.randomElement(using: &generator)!
            let encodedName = JSONTitleEncoder.encode(name, using: &generator)
            let encodedVariety = variety.map { JSONTitleEncoder.encode($0, using: &generator) }
            document.titles += variety == nil ? 1 : 2
            names.append(name)
            let loaded = Fruit(kind: kind, name: String(encodedName.decoded).sanitizedForDisplay,
                               variety: String((encodedVariety ?? encodedName).decoded).sanitizedForDisplay)
            // What the decoder finds (the planted blank or duplicate, unless a lone surrogate
            // made the duplicate differ).
            if !String(encodedName.decoded).contains(where: { !$0.isWhitespace }) {
                decodeFailure = decodeFailure ?? (line, "'name' must not be empty")
            } else if fruit.contains(where: { $0.kind == kind && $0.name == loaded.name }) {
                decodeFailure = decodeFailure ?? (line, "duplicate \(kind.rawValue) name")
            }
            fruit.append(loaded)

            var value = Array("\"".utf8) + encodedName.bytes + Array("\"".utf8)
            var extra: [UInt8] = []
            if isFaulty, let planted = plant(document.fault, in: &value, after: &extra, boundaries: encodedName.boundaries, using: &generator) {
                if planted.isSyntax { syntaxFailure = (line, planted.saying) } else { decodeFailure = decodeFailure ?? (line, planted.saying) }
                document.titles += planted.titles
            }
            var text = Array("    {\"name\": ".utf8) + value
            if let encodedVariety { text += Array(", \"variety\": \"".utf8) + encodedVariety.bytes + Array("\"".utf8) }
            text += Array(", \"\(kind == .apple ? "coreThickness" : "peelThickness")\": \(index % 7)".utf8) + extra
            text += Array(", \"stock\": \(Int.random(in: 0...1500, using: &generator))}".utf8)
            let lastOfKind = index == kinds.count - 1 || index == apples - 1
            lines.append(text + (lastOfKind ? [] : Array(",".utf8)))
        }
        if apples == kinds.count { lines += [Array("  ],".utf8), Array("  \"oranges\": [".utf8)] }
        lines += [Array("  ]".utf8), Array("}".utf8)]

        let newline: [UInt8] = Bool.random(using: &generator) ? [0x0A] : [0x0D, 0x0A]
        document.bytes = (Int.random(in: 0..<8, using: &generator) == 0 ? [0xEF, 0xBB, 0xBF] : [])
            + Array(lines.joined(separator: newline)) + (Bool.random(using: &generator) ? newline : [])
        if let failure = syntaxFailure ?? decodeFailure {
            document.expected = .fails(line: failure.line, saying: failure.saying)
        } else {
            document.fault = .none
            document.expected = .loads(fruit)
        }
        return document
    }

    /// Plants `fault` in a fruit's line: in its name's `value` (quotes included) or as `extra`
    /// members after its thickness. Returns the message it must cause, whether the parser
    /// finds it (before anything is decoded), and how many random titles it added; nil for
    /// the faults planted in the name's text.
    private static func plant(
        _ fault: Fault, in value: inout [UInt8], after extra: inout [UInt8], boundaries: [Int], using generator: inout SeededGenerator
    ) -> (saying: String, isSyntax: Bool, titles: Int)? {
        switch fault {
        case .invalidUTF8:
            value.insert(contentsOf: invalidSequences.randomElement(using: &generator)!, at: 1 + boundaries.randomElement(using: &generator)!)
            return ("invalid UTF-8", true, 0)
        case .rawControl:
            let byte = UInt8.random(in: 0x00...0x1F, using: &generator)
            value.insert(byte, at: 1 + boundaries.randomElement(using: &generator)!)
            return (byte == 0x0A || byte == 0x0D ? "unterminated string" : "control character U+00", true, 0)
        case .bareValue:
            value = bare(using: &generator)
            return ("expected a value, got", true, 0)
        case .unknownKey, .missingComma:
            let key = JSONTitleEncoder.encode(UnicodeTitles.title(using: &generator), using: &generator)
            let isUnknown = fault == .unknownKey
            extra = Array("\(isUnknown ? "," : "") \"".utf8) + key.bytes + Array("\": 1".utf8)
            return isUnknown ? ("unknown key '", false, 1) : ("expected ',' or '}' after a member, got \"", true, 1)
        case .none, .blankName, .duplicateName:
            return nil
        }
    }

    private static func next(_ tag: inout Int) -> Int {
        tag += 1
        return tag
    }

    /// An unquoted value no JSON value starts with: a raw control character or a non-ASCII
    /// title, written raw (the parser's error message quotes it).
    private static func bare(using generator: inout SeededGenerator) -> [UInt8] {
        let controls = Array(UInt8(0x01)...0x08) + [0x0B, 0x0C] + Array(UInt8(0x0E)...0x1F) + [0x7F]
        var text = Array(UnicodeTitles.title(using: &generator).unicodeScalars.drop { $0.isASCII })
        if text.isEmpty || Bool.random(using: &generator) {
            text.insert(Unicode.Scalar(controls.randomElement(using: &generator)!), at: 0)
        }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text)
        return Array(String(scalars).utf8)
    }
}

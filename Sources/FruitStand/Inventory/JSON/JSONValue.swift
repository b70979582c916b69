/// A parsed JSON value that remembers where it came from, so the inventory decoder can report
/// errors with the line of the offending value.
///
/// Foundation's `JSONDecoder` reports no positions; this tree keeps the byte offset of every value
/// and key, turned into a line number by `LineIndex` only when an error is reported.
struct JSONNode: Hashable, Sendable {
    var value: JSONValue
    /// Byte offset of the value's first character in the source.
    var offset: Int
}

/// The kinds of JSON value.
///
/// Not `indirect`: the containers' payloads are arrays, already out of line, and boxing every
/// scalar too would cost an allocation per value in a file of a million fruit.
enum JSONValue: Hashable, Sendable {
    /// Members in source order; duplicate keys are kept so the decoder can report them.
    case object([JSONMember])
    case array([JSONNode])
    case string(String)
    /// A number, kept as its source text so that whole numbers stay exact at any size.
    case number(String)
    case bool(Bool)
    case null

    /// How an error message describes this value: strings quoted (`"three"`), numbers and
    /// literals as written (`3.5`, `true`), containers by kind (`an array`, `an object`).
    var summary: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string(let text):
            let shown = text.count > 24 ? String(text.prefix(23)) + "…" : text
            return "\"\(shown.sanitizedForDisplay)\""
        case .number(let literal): return literal.count > 24 ? String(literal.prefix(23)) + "…" : literal
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        }
    }
}

/// One `"key": value` pair of an object.
struct JSONMember: Hashable, Sendable {
    var key: String
    /// Byte offset of the key's opening quote.
    var keyOffset: Int
    var value: JSONNode
}

/// A JSON syntax error: what is wrong and the byte offset where it was found.
struct JSONSyntaxError: Error, Hashable, Sendable {
    var offset: Int
    var message: String
}

/// A line saying what just happened ("Added Mandarin to Oranges"), or what went wrong.
struct StatusMessage: Hashable, Sendable {
    var text: String
    /// A failure (a refetch that could not read the stand): drawn in the warning colour.
    var isError = false
    /// Which message this is; a message's timer only clears its own message.
    var serial = 0
}

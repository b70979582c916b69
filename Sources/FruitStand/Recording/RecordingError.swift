/// Why a recording could not start; `description` is the line to print.
public struct RecordingError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
}

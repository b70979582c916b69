/// An interactive backend that hands over the bytes it writes to the terminal, so that a
/// recording holds exactly what the terminal received.
@MainActor
public protocol RecordableBackend: InteractiveBackend {
    /// Receives the bytes of each screen update once they are on the terminal, in order; nil
    /// keeps none.
    var outputHandler: (([UInt8]) -> Void)? { get set }
}

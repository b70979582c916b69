/// The self-pipe through which signal handlers wake the run loop: a handler writes one byte
/// naming the reason ('W' resize, 'C' continued after a stop), the run loop reads them.
package struct WakePipe {
    package let readDescriptor: Int32
    package let writeDescriptor: Int32

    /// A non-blocking, close-on-exec pipe; nil when the process is out of descriptors.
    package init?() {
        guard let ends = Platform.makePipe() else { return nil }
        readDescriptor = ends.read
        writeDescriptor = ends.write
    }

    package func close() {
        Platform.close(readDescriptor)
        Platform.close(writeDescriptor)
    }

    /// The distinct reasons written since the last call.
    package func drain() -> Set<UInt8> {
        var reasons: Set<UInt8> = []
        var chunk = [UInt8](repeating: 0, count: 64)
        while true {
            let count = chunk.withUnsafeMutableBytes { Platform.read(readDescriptor, into: $0) }
            guard count > 0 else { break }
            reasons.formUnion(chunk[0..<count])
        }
        return reasons
    }
}

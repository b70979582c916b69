import CLibFuzzer

#if canImport(Glibc)
import Glibc
#endif

/// Hands one fuzz target's body to libFuzzer and runs it with the command line's options.
///
/// Each target's `main.swift` is one call: `FuzzDriver.run { bytes in ... }`. libFuzzer calls the
/// body once per input; the body checks what must hold with `fuzzCheck` and traps on a
/// violation, which libFuzzer reports as a crash and saves as a reproducer.
public enum FuzzDriver {
    /// The body libFuzzer's C callback forwards to; set once, before the driver starts.
    nonisolated(unsafe) private static var body: (([UInt8]) -> Void)?

    /// Runs libFuzzer over `body` and exits with its status.
    ///
    /// Called with a file or directory of inputs and `-runs=N`, libFuzzer only replays them,
    /// which is how a reproducer is checked after a fix.
    public static func run(_ body: @escaping ([UInt8]) -> Void) -> Never {
        Self.body = body
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        let status = LLVMFuzzerRunDriver(&argc, &argv) { data, count in
            let bytes = count == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: count))
            FuzzDriver.body?(bytes)
            return 0
        }
        exit(status)
    }
}

/// Stops the run with `message` when `condition` is false; libFuzzer saves the input.
///
/// `fatalError` rather than `precondition`: release builds drop a precondition's message.
public func fuzzCheck(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if !condition() {
        fatalError("fuzz check failed: \(message())", file: file, line: line)
    }
}

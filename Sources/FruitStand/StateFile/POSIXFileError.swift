#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SystemPackage

/// A failed file operation, with the system's reason ("No such file or directory").
package struct POSIXFileError: Error, Hashable, Sendable {
    var errorNumber: Int32
    /// `strerror` of `errorNumber`, or a reason of our own (e.g. a size limit).
    package var reason: String

    init(errorNumber: Int32) {
        self.errorNumber = errorNumber
        reason = String(cString: strerror(errorNumber))
    }

    init(reason: String) {
        errorNumber = 0
        self.reason = reason
    }

    /// The error for a file over a size limit.
    static func tooLarge(limit: Int) -> POSIXFileError {
        var error = POSIXFileError(errorNumber: EFBIG)
        error.reason = "larger than \(limit) bytes"
        return error
    }

    /// Whether this is `tooLarge`.
    var exceededLimit: Bool { errorNumber == EFBIG }

    /// The error for the current `errno`.
    static var current: POSIXFileError { POSIXFileError(errorNumber: errno) }

    /// The error for `error`, thrown by swift-system (an `Errno`) or by the body itself.
    init(_ error: any Error) {
        if let error = error as? POSIXFileError {
            self = error
        } else if let error = error as? Errno {
            self.init(errorNumber: error.rawValue)
        } else {
            self.init(reason: "\(error)")
        }
    }

    /// Runs `body`, turning what it throws into a `POSIXFileError`.
    static func catching<Result>(_ body: () throws -> Result) throws(POSIXFileError) -> Result {
        do {
            return try body()
        } catch {
            throw POSIXFileError(error)
        }
    }
}

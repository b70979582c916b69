import FruitStand
import Foundation
import FuzzSupport

/// What must hold for any state file.
enum StateFileChecks {
    static let store = StateStore(directory: "/nonexistent/fuzz")

    /// - no trap;
    /// - a file that is ignored has a one-line reason, and one that names a line names a line
    ///   of the file;
    /// - a restored state has a version this build reads (a newer one is never restored, so
    ///   never saved over), and reads back unchanged from the JSON `save` writes for it.
    static func check(_ bytes: [UInt8]) {
        switch store.decode(bytes) {
        case .failure(let problem):
            let reason = problem.reason
            fuzzCheck(!reason.isEmpty && FuzzText.isOneLine(reason), "reason not one line: \(reason.debugDescription)")
            if reason.hasPrefix("line "), let line = Int(reason.dropFirst(5).prefix { $0.isNumber }) {
                fuzzCheck((1...FuzzText.lineCount(bytes)).contains(line), "line \(line) of \(FuzzText.lineCount(bytes)): \(reason)")
            }
        case .success(let state):
            fuzzCheck((1...AppState.currentVersion).contains(state.version), "restored a state of version \(state.version)")
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            guard let data = try? encoder.encode(state) else {
                fuzzCheck(false, "cannot encode \(state)")
                return
            }
            switch store.decode(Array(data) + [0x0A]) {
            case .success(let reread):
                fuzzCheck(reread == state, "reads back as \(reread), saved \(state)")
            case .failure(let problem):
                fuzzCheck(false, "its own file is ignored: \(problem.reason); \(String(decoding: data, as: UTF8.self))")
            }
        }
    }
}

import SystemPackage
import Foundation
import Testing
@testable import FruitStand
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A state big enough that writing it takes a while, so that a kill at a random moment often
/// lands inside a write.
private func bulkyState(_ marker: Bool) -> AppState {
    var headers: [String: Bool] = [:]
    for index in 0..<10_000 { headers["header \(index) 🍎 with a longish name"] = marker }
    return AppState(expandedHeaders: headers, selectedSidebarItem: marker ? "new" : "old")
}

/// Crash mid-save: each test saves an "old" state, then a child process saves again and is
/// killed with SIGKILL; the file must then load as a complete old or new state.
@Suite struct StateCrashTests {
    @Test(arguments: [AtomicFileWriter.Stage.halfWritten, .beforeRename])
    func killedAtAFixedPointOfTheWriteLeavesTheOldFile(_ stage: AtomicFileWriter.Stage) async throws {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let store = StateStore(directory: temporary.path)
        #expect(store.save(sampleState).isEmpty)
        let killAfterHalf = stage == .halfWritten
        await #expect(processExitsWith: .signal(SIGKILL)) { [directory = temporary.path as String, killAfterHalf = killAfterHalf as Bool] in
            var store = StateStore(directory: directory)
            let target: AtomicFileWriter.Stage = killAfterHalf ? .halfWritten : .beforeRename
            store.writer.faultInjection = { reached in
                if reached == target { kill(getpid(), SIGKILL) }
            }
            var changed = sampleState
            changed.focusedPane = .sidebar
            _ = store.save(changed)
        }
        let (state, warnings) = store.load()
        #expect(warnings.isEmpty)
        #expect(state == sampleState)
        // The dead writer's temporary file is there, and the next save cleans it up.
        let before = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        #expect(before.count == 2)
        #expect(store.save(sampleState).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == ["state.json"])
    }

    /// The writer alone, with large pre-built payloads so that most of the loop's time is
    /// spent writing and a kill at a random moment usually interrupts a write. The file must be
    /// byte for byte one payload or the other.
    @Test(arguments: [2, 5, 9, 14, 20, 27])
    func killedAtARandomMomentOfAWriteLoopLeavesACompleteFile(_ delayMilliseconds: Int) async throws {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let path = temporary.path + "/state.json"
        let payloads = [[UInt8](repeating: 0x61, count: 4 << 20), [UInt8](repeating: 0x62, count: 4 << 20)]
        try AtomicFileWriter().write(payloads[0], to: path)
        await #expect(processExitsWith: .signal(SIGKILL)) { [path = path as String, delay = delayMilliseconds as Int] in
            let payloads = [[UInt8](repeating: 0x62, count: 4 << 20), [UInt8](repeating: 0x61, count: 4 << 20)]
            let killer = Thread {
                usleep(UInt32(delay * 1000))
                kill(getpid(), SIGKILL)
            }
            killer.start()
            var index = 0
            while true {
                try? AtomicFileWriter().write(payloads[index % 2], to: path)
                index += 1
            }
        }
        let contents = try FileDescriptor.readWholeFile(path)
        #expect(contents == payloads[0] || contents == payloads[1])
    }

    @Test(arguments: [3, 17])
    func killedDuringASaveLoopLeavesALoadableState(_ delayMilliseconds: Int) async {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let store = StateStore(directory: temporary.path)
        #expect(store.save(bulkyState(false)).isEmpty)
        await #expect(processExitsWith: .signal(SIGKILL)) { [directory = temporary.path as String, delay = delayMilliseconds as Int] in
            let store = StateStore(directory: directory)
            let states = [bulkyState(true), bulkyState(false)]
            let killer = Thread {
                usleep(UInt32(delay * 1000))
                kill(getpid(), SIGKILL)
            }
            killer.start()
            var index = 0
            while true {
                _ = store.save(states[index % 2])
                index += 1
            }
        }
        let (state, warnings) = store.load()
        #expect(warnings.isEmpty)
        #expect(state == bulkyState(false) || state == bulkyState(true))
    }
}

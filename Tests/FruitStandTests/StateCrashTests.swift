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

    @Test(arguments: [3, 11, 23, 37])
    func killedAtARandomMomentOfASaveLoopLeavesACompleteFile(_ delayMilliseconds: Int) async {
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

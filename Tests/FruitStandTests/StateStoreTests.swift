import Foundation
import Testing
@testable import FruitStand
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fresh directory under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    init() {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("fruitstand-state-\(UUID())").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    func write(_ text: String, to name: String) {
        _ = FileManager.default.createFile(atPath: path + "/" + name, contents: Data(text.utf8))
    }
}

let sampleState = AppState(
    expandedHeaders: ["Apples": true, "Oranges": false, "Weather": true],
    selectedSidebarItem: FruitQuery.variety(.apple, "Fuji").rawValue,
    focusedPane: .content, focusedItem: FruitID(4), selectedItem: FruitID(2)
)

@Suite struct StateStoreTests {
    @Test func roundTripCreatingMissingDirectories() throws {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let store = StateStore(directory: temporary.path + "/deeper/fruitstand-tui")
        #expect(store.load().state == nil)
        #expect(store.load().warnings.isEmpty)
        #expect(store.save(sampleState).isEmpty)
        let (state, warnings) = store.load()
        #expect(warnings.isEmpty)
        #expect(state == sampleState)
        var info = stat()
        #expect(stat(store.directory, &info) == 0 && info.st_mode & 0o777 == 0o700)
        #expect(stat(store.path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        // Overwriting replaces the whole file and leaves no temporary files behind.
        var changed = sampleState
        changed.focusedPane = .sidebar
        #expect(store.save(changed).isEmpty)
        #expect(store.load().state == changed)
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.directory) == ["state.json"])
    }

    @Test func olderFilesWithMissingFieldsStillLoad() throws {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let text = #"{"version": 1, "focusedPane": "somewhere-new", "extra": [1, 2], "focusedItem": null}"#
        temporary.write(text, to: "state.json")
        let (state, warnings) = StateStore(directory: temporary.path).load()
        #expect(warnings.isEmpty)
        #expect(state == AppState())
        // What a save encodes, the one decoder reads back.
        let encoded = try JSONEncoder().encode(sampleState)
        #expect(try StateStore(directory: temporary.path).decode(Array(encoded)).get() == sampleState)
    }

    @Test(arguments: [
        ("", "it is empty"),
        ("\n  \n", "it is empty"),
        ("{\"version\": 1, \"expandedHeaders\": {\"Apples\": tr", "line 1: expected a value, got 'tr'"),
        ("{\n\"version\": 1,\n\"expandedHeaders\": {", "line 3: unexpected end of file: the '{' opened on line 3 is never closed"),
        ("[1, 2]", "it has no valid \"version\"; it is not a fruitstand-tui state file"),
        ("{\"version\": \"1\"}", "it has no valid \"version\"; it is not a fruitstand-tui state file"),
        ("{\"version\": 0}", "it has no valid \"version\"; it is not a fruitstand-tui state file"),
        ("{\"version\": 1, \"expandedHeaders\": [true]}",
         "line 1: 'expandedHeaders' must be an object of true/false values, got an array"),
        ("{\"version\": 1,\n \"expandedHeaders\": {\"Apples\": 1}}",
         "line 2: 'expandedHeaders' values must be true or false, got 1"),
        ("{\"version\": 1,\n\n \"focusedItem\": 1.5}", "line 3: 'focusedItem' must be a whole number, got 1.5"),
        ("{\"version\": 1, \"selectedSidebarItem\": 3}", "line 1: 'selectedSidebarItem' must be a string, got 3"),
        ("\u{FEFF}garbage", "line 1: expected a value, got 'garbage'"),
    ])
    func badFilesAreIgnoredWithOneWarning(_ contents: String, _ reason: String) {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        temporary.write(contents, to: "state.json")
        let store = StateStore(directory: temporary.path)
        let (state, warnings) = store.load()
        #expect(state == nil)
        #expect(warnings == ["fruitstand-tui: warning: ignoring the state file \(store.path): \(reason)"])
        // The app still saves over a bad file.
        #expect(store.save(sampleState).isEmpty)
        #expect(store.load().state == sampleState)
    }

    /// Its app's state would be lost to a version that cannot read it: nothing is written,
    /// not even a temporary file, and the warning says so.
    @Test func aNewerFileIsIgnoredAndNeverWrittenOver() throws {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let text = "{\"version\": 7, \"whatever\": {}}"
        temporary.write(text, to: "state.json")
        let store = StateStore(directory: temporary.path)
        let warning = "fruitstand-tui: warning: ignoring the state file \(store.path): it was written by a newer fruitstand-tui "
            + "(state version 7; this one reads 1); it was left unchanged and this run's state was not saved"
        let (state, warnings) = store.load()
        #expect(state == nil)
        #expect(warnings == [warning])
        #expect(store.save(sampleState) == [warning])
        #expect(store.save(AppState()) == [warning])
        #expect(FileManager.default.contents(atPath: store.path) == Data(text.utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.directory) == ["state.json"])
    }

    /// Found by the libFuzzer state-file target: with `version` twice, the check read the first
    /// and the state the last, so `{"version": 1, "version": 2}` was restored as a version-2
    /// state — and saved back as one, which every later launch then refused to overwrite. The
    /// last `version` counts for both, as for every other key.
    @Test func aRepeatedVersionIsReadOnceTheLastCounts() throws {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let store = StateStore(directory: temporary.path)
        temporary.write("{\"version\": 1, \"version\": 2, \"focusedPane\": \"content\"}", to: "state.json")
        let (newer, warnings) = store.load()
        #expect(newer == nil)
        #expect(warnings.count == 1 && warnings[0].contains("state version 2"), "\(warnings)")
        temporary.write("{\"version\": 2, \"version\": 1, \"focusedPane\": \"content\"}", to: "state.json")
        #expect(store.load().state == AppState(focusedPane: .content))
    }

    /// The file is read again at every save: a newer app saving while this one runs keeps its
    /// file; once that file is gone, saving resumes.
    @Test func aNewerFileWrittenMidRunIsNotOverwritten() {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let store = StateStore(directory: temporary.path)
        #expect(store.save(sampleState).isEmpty)
        let newer = "{\"version\": 2, \"focusedPane\": \"content\"}\n"
        temporary.write(newer, to: "state.json")
        #expect(store.save(AppState()).count == 1)
        #expect(FileManager.default.contents(atPath: store.path) == Data(newer.utf8))
        try? FileManager.default.removeItem(atPath: store.path)
        #expect(store.save(AppState()).isEmpty)
        #expect(store.load().state == AppState())
    }

    @Test func invalidUTF8AndOversizedFilesAreIgnored() {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let store = StateStore(directory: temporary.path)
        _ = FileManager.default.createFile(atPath: store.path, contents: Data([0x7B, 0x0A, 0xFF, 0x7D]))
        #expect(store.load().warnings == ["fruitstand-tui: warning: ignoring the state file \(store.path): line 2: invalid UTF-8"])
        _ = FileManager.default.createFile(atPath: store.path, contents: Data(count: StateStore.sizeLimit + 1))
        #expect(store.load().warnings == ["fruitstand-tui: warning: ignoring the state file \(store.path): larger than 1048576 bytes"])
    }

    @Test func aStateFileThatIsADirectoryIsIgnored() throws {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let store = StateStore(directory: temporary.path)
        try FileManager.default.createDirectory(atPath: store.path, withIntermediateDirectories: false)
        #expect(store.load().warnings == ["fruitstand-tui: warning: ignoring the state file \(store.path): Is a directory"])
        #expect(store.save(sampleState) == ["fruitstand-tui: warning: could not save the state to \(store.path): Is a directory"])
    }

    /// Works as root too: no permission bit stops root, but a regular file where a directory
    /// should be stops everyone.
    @Test func unwritableDirectoryGivesAWarningNotATrap() {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        temporary.write("not a directory", to: "blocker")
        let store = StateStore(directory: temporary.path + "/blocker/fruitstand-tui")
        #expect(store.save(sampleState) == [
            "fruitstand-tui: warning: could not save the state to \(store.path): cannot create the directory \(temporary.path)/blocker: it is a file",
        ])
        #expect(store.load().warnings == ["fruitstand-tui: warning: ignoring the state file \(store.path): Not a directory"])
    }

    @Test(.enabled(if: geteuid() != 0, "root writes through permission bits"))
    func readOnlyDirectoryGivesAWarning() {
        let temporary = TemporaryDirectory()
        defer {
            chmod(temporary.path, 0o700)
            temporary.remove()
        }
        chmod(temporary.path, 0o500)
        let store = StateStore(directory: temporary.path)
        #expect(store.save(sampleState) == ["fruitstand-tui: warning: could not save the state to \(store.path): Permission denied"])
    }

    @Test func defaultDirectoryFollowsXDG() {
        #expect(StateStore.defaultDirectory(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/fruitstand-tui")
        #expect(StateStore.defaultDirectory(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]) == "/h/.local/state/fruitstand-tui")
        #expect(StateStore.defaultDirectory(environment: ["XDG_STATE_HOME": "", "HOME": "/h"]) == "/h/.local/state/fruitstand-tui")
        #expect(StateStore.defaultDirectory(environment: ["HOME": "/"]) == "/.local/state/fruitstand-tui")
        #expect(StateStore.defaultDirectory(environment: [:]) == nil)
    }

    @Test func orphanedTemporaryFilesOfDeadWritersAreRemoved() {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        // No process has PID 2^22 + 1 (above Linux's pid_max limit), so this writer is dead.
        temporary.write("partial", to: ".state.json.4194305.123.tmp")
        temporary.write("someone else's", to: ".other.json.4194305.1.tmp")
        temporary.write("ours, live", to: ".state.json.1.5.tmp")
        #expect(StateStore(directory: temporary.path).save(sampleState).isEmpty)
        let names = Set((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [])
        #expect(names == ["state.json", ".other.json.4194305.1.tmp", ".state.json.1.5.tmp"])
    }
}

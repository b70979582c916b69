import Foundation
import Testing
import TUICore
@testable import FruitStand

private let asciinemaPath: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/asciinema" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}()

@Suite struct AsciicastTests {
    private func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("rec-\(UUID()).cast").path
    }

    private func lines(_ path: String) throws -> [Any] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasSuffix("\n"))
        return try text.split(separator: "\n").map { line in
            try JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed])
        }
    }

    @Test func writesAHeaderAndEventsThatParseBack() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try AsciicastWriter(path: path, size: Size(width: 80, height: 24),
                                         timestamp: Date(timeIntervalSince1970: 1_700_000_000),
                                         environment: ["TERM": "xterm-256color", "SHELL": "/bin/bash"], title: "Fruit \"stand\"")
        writer.writeOutput("\u{1B}[?1049h\u{1B}[1;1H╭─ Apples ─╮\r\n\"quoted\" \\ \u{7F}", at: 0.0)
        writer.writeResize(to: Size(width: 60, height: 20), at: 0.5)
        writer.writeOutput("🍎", at: 1.25)
        #expect(writer.close(at: 1.5).isEmpty)

        let parsed = try lines(path)
        #expect(parsed.count == 4)
        let header = try #require(parsed[0] as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 80)
        #expect(header["height"] as? Int == 24)
        #expect(header["timestamp"] as? Int == 1_700_000_000)
        #expect(header["title"] as? String == "Fruit \"stand\"")
        #expect(header["env"] as? [String: String] == ["TERM": "xterm-256color", "SHELL": "/bin/bash"])

        let events = try parsed.dropFirst().map { try #require($0 as? [Any]) }
        #expect(events.map { $0[0] as? Double } == [0.0, 0.5, 1.25])
        #expect(events.map { $0[1] as? String } == ["o", "r", "o"])
        #expect(events.map { $0[2] as? String } == [
            "\u{1B}[?1049h\u{1B}[1;1H╭─ Apples ─╮\r\n\"quoted\" \\ \u{7F}", "60x20", "🍎",
        ])
    }

    @Test func splitMultiByteCharactersAreReassembled() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try AsciicastWriter(path: path, size: Size(width: 10, height: 2), environment: [:])
        let bytes = Array("a🍊b林".utf8)
        // Split inside the four-byte orange and the three-byte kanji.
        writer.writeOutput(bytes[0..<3], at: 0.1)
        writer.writeOutput(bytes[3..<4], at: 0.2)
        writer.writeOutput(bytes[4..<7], at: 0.3)
        writer.writeOutput(bytes[7...], at: 0.4)
        #expect(writer.close(at: 1).isEmpty)
        let events = try lines(path).dropFirst().map { try #require($0 as? [Any]) }
        #expect(events.compactMap { $0[2] as? String }.joined() == "a🍊b林")
        #expect(events.compactMap { $0[2] as? String } == ["a", "🍊b", "林"])
    }

    @Test func invalidBytesBecomeReplacementCharactersAndTheFileStaysValid() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try AsciicastWriter(path: path, size: Size(width: 10, height: 2), environment: [:])
        writer.writeOutput([0x41, 0xFF, 0x42, 0xC0, 0xAF], at: 0)
        writer.writeOutput([0xE2, 0x82], at: 0.1) // never completed
        #expect(writer.close(at: 0.2).isEmpty)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(String(data: data, encoding: .utf8) != nil)
        let events = try lines(path).dropFirst().map { try #require($0 as? [Any]) }
        #expect(events.compactMap { $0[2] as? String } == ["A\u{FFFD}B\u{FFFD}\u{FFFD}", "\u{FFFD}"])
    }

    @Test func seededRandomChunkingPreservesTheText() {
        let text = "Fuji 🍎 e\u{301} 👨‍👩‍👧 林檎 \u{1B}[31m ok \u{10FFFF}"
        let bytes = Array(text.utf8)
        var random = SeededRandom(seed: 31)
        for _ in 0..<500 {
            var assembler = UTF8Assembler()
            var output = ""
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + random.next(in: 1...5))
                output += assembler.append(bytes[start..<end])
                start = end
            }
            output += assembler.finish()
            #expect(output == text)
        }
    }

    @Test func timesNeverGoBackwardsAndUseSixDecimals() {
        var encoder = AsciicastEncoder()
        #expect(encoder.output(Array("a".utf8), at: 2.5) == #"[2.500000, "o", "a"]"#)
        #expect(encoder.output(Array("b".utf8), at: 1.0) == #"[2.500000, "o", "b"]"#)
        #expect(encoder.resize(to: Size(width: 3, height: 4), at: .nan) == #"[2.500000, "r", "3x4"]"#)
        #expect(AsciicastEncoder.format(0.0000004) == "0.000000")
        #expect(AsciicastEncoder.format(12.3456789) == "12.345679")
    }

    @Test func unwritablePathsFailUpFront() {
        #expect(throws: RecordingError.self) {
            try AsciicastWriter(path: "/nonexistent-dir/x.cast", size: Size(width: 1, height: 1))
        }
        do {
            _ = try AsciicastWriter(path: "/nonexistent-dir/x.cast", size: Size(width: 1, height: 1))
        } catch {
            #expect(error.description == "fruitstand-tui: /nonexistent-dir/x.cast: cannot create the recording: No such file or directory")
        }
    }

    @Test(.enabled(if: asciinemaPath != nil, "asciinema is not installed (pip install asciinema)"))
    func asciinemaReplaysTheRecording() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try AsciicastWriter(path: path, size: Size(width: 20, height: 5))
        let bytes = Array("\u{1B}[2J\u{1B}[1;1H🍎 Fuji\r\n\u{1B}[32mstock 3\u{1B}[0m".utf8)
        writer.writeOutput(bytes[0..<12], at: 0)
        writer.writeResize(to: Size(width: 30, height: 6), at: 0.01)
        writer.writeOutput(bytes[12...], at: 0.02)
        #expect(writer.close(at: 0.03).isEmpty)

        for command in ["cat", "play"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try #require(asciinemaPath))
            process.arguments = [command, path]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = Pipe()
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "asciinema \(command)")
            #expect(Array(output) == bytes, "asciinema \(command)")
        }
    }
}

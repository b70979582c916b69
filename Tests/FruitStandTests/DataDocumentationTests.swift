import Foundation
import Testing
@testable import FruitStand

/// The examples in docs/fruitstand-data.md are checked, so the documentation cannot drift from
/// the code.
@Suite struct DataDocumentationTests {
    private static let document: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("docs/fruitstand-data.md"), encoding: .utf8)) ?? ""
    }()

    /// The fenced code blocks of the document, with their language tag.
    private static func blocks() -> [(language: String, text: String)] {
        var result: [(String, String)] = []
        var current: (String, [Substring])?
        for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let open = current {
                    result.append((open.0, open.1.joined(separator: "\n")))
                    current = nil
                } else {
                    current = (String(line.dropFirst(3)), [])
                }
            } else {
                current?.1.append(line)
            }
        }
        return result
    }

    @Test func inventoryExampleIsTheTestedOne() throws {
        let example = try #require(Self.blocks().first { $0.language == "json" && $0.text.contains("\"apples\"") })
        #expect(example.text == documentedInventory)
        #expect(try Inventory.decode(Array(example.text.utf8), file: "doc").count == 6)
    }

    @Test func exampleScriptParses() throws {
        let example = try #require(Self.blocks().first { $0.text.hasPrefix("# Browse") })
        let script = try Script(parsing: example.text, name: "doc")
        #expect(script.commands.count == 22)
    }

    @Test func stateExampleLoads() throws {
        let example = try #require(Self.blocks().first { $0.text.contains("\"expandedHeaders\"") })
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        temporary.write(example.text, to: "state.json")
        let (state, warnings) = StateStore(directory: temporary.path).load()
        #expect(warnings.isEmpty)
        #expect(state?.selectedSidebarItem.flatMap(FruitQuery.init(rawValue:)) == .variety(.apple, "Fuji"))
        #expect(state?.focusedPane == .content)
    }

    @Test func documentedMessagesAreOnesTheCodeProduces() throws {
        let messages = Self.blocks().filter { $0.language.isEmpty }.flatMap { $0.text.split(separator: "\n") }
            .filter { $0.hasPrefix("fruitstand-tui: ") }
        #expect(messages.count > 20)
        let inventoryErrors = messages.filter { $0.hasPrefix("fruitstand-tui: stand.json:") }
        let scriptErrors = messages.filter { $0.hasPrefix("fruitstand-tui: demo.tape:") }
        #expect(inventoryErrors.count + scriptErrors.count == messages.count)
        // Each inventory error, line number aside, is one the inventory tests produce.
        func body(_ message: some StringProtocol) -> String {
            var text = String(message)
            if let range = text.range(of: #"^.*?line \d+: "#, options: .regularExpression) { text.removeSubrange(range) }
            return text.replacingOccurrences(of: #"line \d+"#, with: "line N", options: .regularExpression)
        }
        var tested = Set(inventoryErrorCases.map { body($0.1) })
        // Bytes that are not UTF-8 cannot be written in a Swift string; invalidUTF8IsReportedWithItsLine covers it.
        tested.insert("invalid UTF-8 (byte 0xC3); save the file as UTF-8")
        for message in inventoryErrors where message.contains(": line ") {
            #expect(tested.contains(body(message)), "\(message)")
        }
        // Each script error is reproduced by a one-line script with the command on that line.
        let scriptCases: [String: String] = [
            "4": "\n\n\nDwon 3", "7": "\n\n\n\n\n\nSleep soon", "9": "\n\n\n\n\n\n\n\nDown three", "2": "\nKey Foo",
            "3": "\n\nType fu", "5": "\n\n\n\nResize big", "6": "\n\n\n\n\nScreenshot out.png",
            "8": "\n\n\n\n\n\n\nWait Forever", "1": "Set FontSize 14",
        ]
        for message in scriptErrors {
            let line = String(message.dropFirst("fruitstand-tui: demo.tape:".count).prefix { $0 != ":" })
            let script = try #require(scriptCases[line], "no case for \(message)")
            #expect(throws: (any Error).self) { try Script(parsing: script, name: "demo.tape") }
            do {
                _ = try Script(parsing: script, name: "demo.tape")
            } catch {
                #expect(error.description == String(message))
            }
        }
    }
}

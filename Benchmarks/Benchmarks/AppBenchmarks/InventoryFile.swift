import Foundation
import Synchronization

/// The benchmarks' inventory files, each written once per run to a temporary directory, a
/// chunk at a time so that writing it leaves no large allocation behind to inflate the
/// benchmarks' resident memory. `large` is issue 11's: 1,010,187 apples of seven varieties,
/// about 68 MB.
enum InventoryFile {
    static let apples = 1_010_187

    static let large: String = write("large", count: apples) { index in
        let varieties = ["Fuji", "Gala", "Jazz", "Empire", "Braeburn", "Honeycrisp", "Pink Lady"]
        return "{\"name\": \"Apple \(index)\", \"variety\": \"\(varieties[index % varieties.count])\", \"coreThickness\": \(index % 9)}"
    }

    /// The inventories of issue 25: a million apples, each with a name of its own (as a shop's
    /// SKUs are), grouped into ten varieties or each its own variety (no `variety` key: the
    /// name is the variety). Names and stock are the same in both.
    static let tenVarieties: String = write("ten-varieties", count: 1_000_000) { index in
        "{\"name\": \"\(ManyNames.name(index))\", \"variety\": \"\(ManyNames.varieties[index % 10])\", \"coreThickness\": \(index % 9), \"stock\": \(index % 13)}"
    }
    static let ownVarieties: String = write("own-varieties", count: 1_000_000) { index in
        "{\"name\": \"\(ManyNames.name(index))\", \"coreThickness\": \(index % 9), \"stock\": \(index % 13)}"
    }

    /// Writes an inventory of `count` apples, each the JSON `apple(index)` gives, to a
    /// temporary file removed at exit, and returns its path.
    private static func write(_ name: String, count: Int, apple: (Int) -> String) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fruitstand-bench-\(name)-\(getpid()).json").path
        guard FileManager.default.createFile(atPath: path, contents: nil), let file = FileHandle(forWritingAtPath: path) else {
            fatalError("cannot write the benchmark's inventory file \(path)")
        }
        var chunk = "{\"version\": 1, \"apples\": [\n"
        for index in 0..<count {
            if index > 0 { chunk += ",\n" }
            chunk += apple(index)
            if chunk.utf8.count > 1 << 16 {
                file.write(Data(chunk.utf8))
                chunk = ""
            }
        }
        chunk += "\n]}\n"
        file.write(Data(chunk.utf8))
        try? file.close()
        removeAtExit.withLock { $0.append(path) }
        return path
    }

    private static let removeAtExit: Mutex<[String]> = {
        atexit { InventoryFile.removeAtExit.withLock { $0.forEach { try? FileManager.default.removeItem(atPath: $0) } } }
        return Mutex([])
    }()
}

/// The names of issue 25's inventories: a variety and a number, as a shop's SKUs read.
enum ManyNames {
    static let varieties = ["Honeycrisp", "Granny Smith", "Fuji", "Gala", "Pink Lady", "Braeburn", "McIntosh",
                            "Golden Delicious", "Jazz", "Cosmic Crisp"]

    static func name(_ index: Int) -> String {
        "\(varieties[index % 10]) \(index)"
    }
}

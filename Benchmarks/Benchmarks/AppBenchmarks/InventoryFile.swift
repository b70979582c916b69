import Foundation

/// The inventory file of issue 11: 1,010,187 apples of seven varieties, about 68 MB, written
/// once per run to a temporary directory, a chunk at a time so that writing it leaves no
/// large allocation behind to inflate the benchmarks' resident memory.
enum InventoryFile {
    static let apples = 1_010_187

    static let large: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fruitstand-bench-\(getpid()).json").path
        guard FileManager.default.createFile(atPath: path, contents: nil), let file = FileHandle(forWritingAtPath: path) else {
            fatalError("cannot write the benchmark's inventory file \(path)")
        }
        let varieties = ["Fuji", "Gala", "Jazz", "Empire", "Braeburn", "Honeycrisp", "Pink Lady"]
        var chunk = "{\"version\": 1, \"apples\": [\n"
        for index in 0..<apples {
            if index > 0 { chunk += ",\n" }
            chunk += "{\"name\": \"Apple \(index)\", \"variety\": \"\(varieties[index % varieties.count])\", \"coreThickness\": \(index % 9)}"
            if chunk.utf8.count > 1 << 16 {
                file.write(Data(chunk.utf8))
                chunk = ""
            }
        }
        chunk += "\n]}\n"
        file.write(Data(chunk.utf8))
        try? file.close()
        atexit { try? FileManager.default.removeItem(atPath: InventoryFile.large) }
        return path
    }()
}

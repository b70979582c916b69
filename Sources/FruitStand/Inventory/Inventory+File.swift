import SystemPackage

extension Inventory {
    /// Loads an inventory file (`--inventory FILE.json`), in the format of docs/fruitstand-data.md.
    ///
    /// - Parameter path: the path as the user typed it; error messages repeat it.
    /// - Throws: `InventoryError`, whose description is the one line to print before exiting with
    ///   status 2.
    public static func load(contentsOf path: String) throws(InventoryError) -> Inventory {
        try decode(try contents(of: path), file: path)
    }

    /// The largest inventory file read: 256 MiB, over four million fruit, which take about
    /// 1 GB of memory once loaded. A larger file is refused before it is read.
    public static let fileSizeLimit = 256 << 20

    /// Files up to this size (2 MiB, read in well under a tenth of a second) are read before
    /// the screen starts, so that a mistake in one is reported on the command line; larger ones
    /// are read while the app shows how far it has got.
    public static let upFrontSizeLimit = 2 << 20

    /// The bytes of an inventory file, refusing one larger than `fileSizeLimit`.
    static func contents(of path: String) throws(InventoryError) -> [UInt8] {
        do {
            return try FileDescriptor.readWholeFile(path, limit: fileSizeLimit)
        } catch let error where error.exceededLimit {
            throw InventoryError(file: path, line: nil, message: "the file is larger than \(fileSizeLimit >> 20) MB, the limit for an inventory")
        } catch {
            throw InventoryError(file: path, line: nil, message: "cannot read the file: \(error.reason)")
        }
    }

    /// The size of the file at `path` in bytes, or the error line when it cannot be read or is
    /// over the limit: what the command line checks before choosing how to load it.
    public static func fileSize(_ path: String) throws(InventoryError) -> Int {
        do {
            return try FileDescriptor.sizeOfFile(path, limit: fileSizeLimit)
        } catch let error where error.exceededLimit {
            throw InventoryError(file: path, line: nil, message: "the file is larger than \(fileSizeLimit >> 20) MB, the limit for an inventory")
        } catch {
            throw InventoryError(file: path, line: nil, message: "cannot read the file: \(error.reason)")
        }
    }

    /// Decodes inventory JSON; `file` names the source in error messages.
    ///
    /// - Complexity: O(n) in the size of the input.
    public static func decode(_ bytes: [UInt8], file: String) throws(InventoryError) -> Inventory {
        var reader = try InventoryReader(bytes: bytes, file: file)
        while true {
            if let inventory = try reader.read(upTo: .max) { return inventory }
        }
    }
}

import SystemPackage

/// Reading a state file's bytes: what `load` restores, and whether a newer version wrote it.
extension StateStore {
    /// The state in `bytes`, or why the file is ignored.
    package func decode(_ bytes: [UInt8]) -> Result<AppState, POSIXFileError> {
        if bytes.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) {
            return .failure(POSIXFileError(reason: "it is empty"))
        }
        if let invalid = UTF8Validation.firstInvalidOffset(in: bytes) {
            return .failure(POSIXFileError(reason: "line \(LineIndex(bytes).line(at: invalid)): invalid UTF-8"))
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            return .failure(POSIXFileError(reason: "line \(LineIndex(bytes).line(at: error.offset)): \(error.message)"))
        }
        do {
            return .success(try AppState(json: root, lines: LineIndex(bytes)))
        } catch {
            return .failure(error)
        }
    }

    /// The version of the file on disk if a newer fruitstand-tui wrote it; nil when there is
    /// no such file or it cannot be read (a save may then replace it).
    func newerVersionOnDisk() -> Int? {
        guard let bytes = try? FileDescriptor.readWholeFile(path, limit: Self.sizeLimit),
              let root = try? JSONParser.parse(bytes), let version = AppState.version(of: root),
              version > AppState.currentVersion
        else { return nil }
        return version
    }
}

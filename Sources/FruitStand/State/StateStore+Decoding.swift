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
        guard let number = Self.version(of: root) else {
            return .failure(POSIXFileError(reason: "it has no valid \"version\"; it is not a fruitstand-tui state file"))
        }
        if number > AppState.currentVersion {
            return .failure(POSIXFileError(reason: Self.newerVersionReason(number)))
        }
        do {
            return .success(try AppState(json: root, lines: LineIndex(bytes)))
        } catch {
            return .failure(error)
        }
    }

    /// A state file's `version`: a whole number from 1; nil when the file has none.
    ///
    /// Of repeated keys the last counts, as in `AppState(json:)`: the version checked here must
    /// be the one the state carries, or a newer version could be restored (and saved again).
    private static func version(of root: JSONNode) -> Int? {
        guard case .object(let members) = root.value,
              let version = members.last(where: { $0.key == "version" }),
              case .number(let literal) = version.value.value, let number = Int(literal), number >= 1
        else { return nil }
        return number
    }

    /// The version of the file on disk if a newer fruitstand-tui wrote it; nil when there is
    /// no such file or it cannot be read (a save may then replace it).
    func newerVersionOnDisk() -> Int? {
        guard let bytes = try? POSIXFile.read(path, limit: Self.sizeLimit),
              let root = try? JSONParser.parse(bytes), let version = Self.version(of: root),
              version > AppState.currentVersion
        else { return nil }
        return version
    }

    /// Why a newer version's file is ignored, and that it is kept.
    static func newerVersionReason(_ version: Int) -> String {
        "it was written by a newer fruitstand-tui (state version \(version); this one reads \(AppState.currentVersion)); "
            + "it was left unchanged and this run's state was not saved"
    }
}

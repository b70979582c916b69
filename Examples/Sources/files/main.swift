import ExampleRunner
import FilesUI
import Foundation

ExampleRunner.main("files", usage: "[DIRECTORY]") { arguments in
    let path = arguments.first ?? FileManager.default.currentDirectoryPath
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw FilesError.notADirectory(path)
    }
    let root = URL(fileURLWithPath: path).standardizedFileURL.path
    return { FileBrowser.launch(in: $0, root: root) }
}

enum FilesError: Error, CustomStringConvertible {
    case notADirectory(String)
    var description: String {
        switch self {
        case .notADirectory(let path): "\(path): not a directory"
        }
    }
}

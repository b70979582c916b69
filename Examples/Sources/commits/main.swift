import CommitsUI
import ExampleRunner
import Foundation

// `commits [REPOSITORY]` browses a repository's history (the current directory's by default);
// `git log | commits` the history piped in (the keys come from the terminal);
// `commits --generate N` a made-up history of N commits, to try the table at a million rows.
var arguments = Array(CommandLine.arguments.dropFirst())
let generate = arguments.firstIndex(of: "--generate").map { index -> Int in
    guard index + 1 < arguments.count, let count = Int(arguments[index + 1]), count > 0 else {
        FileHandle.standardError.write(Data("commits: --generate needs a positive number of commits\n".utf8))
        exit(2)
    }
    arguments.removeSubrange(index...index + 1)
    return count
}

ExampleRunner.main("commits", usage: "[REPOSITORY]", arguments: arguments) { operands in
    if let generate {
        let source = GeneratedHistory(count: generate)
        return { CommitBrowser.launch(in: $0, source: source, name: "generated history") }
    }
    if operands.isEmpty, isatty(0) == 0 {
        return { CommitBrowser.launch(in: $0, source: PipedHistory(), name: "standard input") }
    }
    let directory = operands.first ?? FileManager.default.currentDirectoryPath
    let history = GitHistory(directory: directory)
    try history.validate()   // not a repository: one line from git, exit 2, terminal untouched
    return { CommitBrowser.launch(in: $0, source: history, name: (directory as NSString).lastPathComponent) }
}

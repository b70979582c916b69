import ExampleRunner
import Foundation
import LogTailUI

// `logtail` streams a made-up service log: --rate entries a second (200), at most --cap kept
// (100,000), --prefill logged before the first frame (0), the same log for the same --seed.
var arguments = Array(CommandLine.arguments.dropFirst())

/// Takes `--name N` from the arguments: a whole number from `minimum` on, or exit 2 saying so.
@MainActor
func option(_ name: String, default value: Int, minimum: Int) -> Int {
    guard let index = arguments.firstIndex(of: name) else { return value }
    guard index + 1 < arguments.count, let number = Int(arguments[index + 1]), number >= minimum else {
        FileHandle.standardError.write(Data("logtail: \(name) needs a whole number from \(minimum) on\n".utf8))
        exit(2)
    }
    arguments.removeSubrange(index...index + 1)
    return number
}

let rate = option("--rate", default: 200, minimum: 1)
let capacity = option("--cap", default: 100_000, minimum: 1)
let prefill = option("--prefill", default: 0, minimum: 0)
let seed = option("--seed", default: 1, minimum: 0)

ExampleRunner.main("logtail", usage: "", arguments: arguments) { _ in
    { LogTail.launch(in: $0, generator: LogGenerator(seed: UInt64(seed), rate: rate), capacity: capacity, prefill: prefill) }
}

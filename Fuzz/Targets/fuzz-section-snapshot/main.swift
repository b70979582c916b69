import Diffable
import FuzzSupport

// Section snapshot (outline) operation sequences against a tree model (OutlineModel): after
// every operation items, roots, levels, parents, expansion, visibility, `snapshot(of:)` and
// `visualDescription()` must agree, and the warnings recorded must be the expected ones.
FuzzDriver.run { bytes in
    var input = FuzzInput(bytes)
    var outline = Outline()
    var model = OutlineModel()
    _ = Diagnostics.drain()
    while !input.isAtEnd {
        guard let operation = OutlineOperation.read(&input, for: model) else { continue }
        let expectedWarnings = operation.apply(to: &outline, &model)
        let warnings = Diagnostics.drainEntries().reduce(0) { $0 + $1.count }
        fuzzCheck(warnings == expectedWarnings, "\(warnings) warnings, expected \(expectedWarnings): \(operation)")
        OutlineChecks.compare(outline, model, after: operation)
    }
}

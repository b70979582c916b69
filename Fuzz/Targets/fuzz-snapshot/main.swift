import Diffable
import FuzzSupport

// Snapshot operation sequences against an array model (SnapshotModel): after every operation
// every query must agree; at each checkpoint (and at the end) the diff from the previous
// checkpoint must replay to the new snapshot with minimal moves.
FuzzDriver.run { bytes in
    var input = FuzzInput(bytes)
    var snapshot = Snapshot()
    var model = SnapshotModel()
    var checkpoint = (snapshot: snapshot, model: model)
    _ = Diagnostics.drain()
    while !input.isAtEnd {
        guard let operation = SnapshotOperation.read(&input, for: model) else { continue }
        let existing = operation.apply(to: &snapshot, &model)
        let warnings = Diagnostics.drainEntries().reduce(0) { $0 + $1.count }
        fuzzCheck(warnings == (existing > 0 ? 1 : 0), "\(warnings) warnings for \(existing) existing items: \(operation)")
        SnapshotChecks.compare(snapshot, model, after: operation)
        if case .checkpoint = operation {
            DiffChecks.check(from: checkpoint, to: (snapshot, model))
            checkpoint = (snapshot, model)
        }
    }
    DiffChecks.check(from: checkpoint, to: (snapshot, model))
    DiffChecks.check(from: (snapshot, model), to: checkpoint)
}

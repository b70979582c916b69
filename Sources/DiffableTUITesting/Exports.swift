// `import DiffableTUITesting` in a test gives the library, the headless driver and
// swift-snapshot-testing's `assertSnapshot`.
@_exported import DiffableTUI
@_exported import SnapshotTesting

// One `import DiffableTUI` gives users every layer below it.
@_exported import CompositionalLayout
@_exported import Diffable
@_exported import TUICore

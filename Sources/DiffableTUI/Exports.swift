// One `import DiffableTUI` gives users every layer below it, both terminal backends included.
@_exported import CompositionalLayout
@_exported import Diffable
@_exported import TUICore
@_exported import TUICurses
@_exported import TUITerminal

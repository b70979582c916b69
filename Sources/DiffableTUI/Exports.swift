// One `import DiffableTUI` gives users every layer below it, the ncurses backend included.
@_exported import CompositionalLayout
@_exported import Diffable
@_exported import TUICore
@_exported import TUICurses

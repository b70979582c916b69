import CNCurses
import TUICore

/// Placeholder: the ncurses backend lands with the foundation issue.
public enum TUICursesModule {}

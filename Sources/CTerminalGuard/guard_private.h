#ifndef CTERMINALGUARD_GUARD_PRIVATE_H
#define CTERMINALGUARD_GUARD_PRIVATE_H

// What terminal_guard.c and output_tap.c share; not part of the module's interface.

#include <stddef.h>

/// write(2) until done, retrying on EINTR. Async-signal-safe.
void tui_guard_write_all(int fd, const char *bytes, size_t count);

/// Points the tap's terminal descriptor at `null_fd` (0) or back at the terminal (1), so that
/// bytes still in the pipe never reach the shell's screen. Async-signal-safe: one dup2.
void tui_tap_route(int to_terminal, int null_fd);

/// The descriptor ncurses should write to while curses owns the screen: the tap's pipe while
/// the tap runs, else -1.
int tui_tap_curses_target(void);

#endif

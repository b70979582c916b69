#ifndef CTERMINALGUARD_OUTPUT_TAP_H
#define CTERMINALGUARD_OUTPUT_TAP_H

// The output tap: the one writer of record between ncurses and the terminal.
//
// ncurses writes with write(2) on the descriptor behind its FILE* (no stdio, no hook), so the
// tap puts a pipe under that descriptor (dup2) and a thread drains the pipe: every byte goes on
// to the terminal, is counted, and, while recording, kept for the main thread to take. The
// main thread calls `tui_tap_drain` after each screen update, so when it returns every byte
// ncurses wrote is on the terminal, in order, before anything else (a restore sequence, a
// termios change) is sent. The signal handlers never wait for the tap: they point its
// terminal descriptor at /dev/null (see terminal_guard.c) and write straight to the terminal.

#include <stddef.h>
#include <stdint.h>

/// Starts the tap under `curses_fd`, forwarding to a duplicate of `tty_fd`; 0 on success, -1
/// (errno set, nothing changed) when a pipe or the thread cannot be made.
int tui_tap_start(int curses_fd, int tty_fd);

/// Waits until every byte written to `curses_fd` so far has reached the terminal. Does nothing
/// when the tap is not running.
void tui_tap_drain(void);

/// Drains, gives `curses_fd` back to the terminal and ends the thread.
void tui_tap_stop(void);

/// Bytes forwarded to the terminal since the tap started.
uint64_t tui_tap_bytes_forwarded(void);

/// Keeps (1) or stops keeping (0) the forwarded bytes for `tui_tap_take`.
void tui_tap_set_recording(int recording);

/// Moves up to `capacity` kept bytes, oldest first, into `destination`; returns how many.
size_t tui_tap_take(void *destination, size_t capacity);

/// Bytes kept and not yet taken.
size_t tui_tap_pending(void);

#endif

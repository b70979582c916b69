#ifndef CTERMINALGUARD_TERMINAL_GUARD_H
#define CTERMINALGUARD_TERMINAL_GUARD_H

// The terminal guard: gives the terminal back from a signal handler, where only
// async-signal-safe calls are allowed (write, tcsetattr, tcgetpgrp, dup2, lseek, read,
// sigaction, sigprocmask, raise, kill). Everything a handler needs (the saved termios, the
// bytes that leave the screen, the descriptors) is handed over ahead of time by
// TUITerminal/TerminalGuard.swift.
//
// This header declares functions only. Their state is defined once, in terminal_guard.c: a
// header holding `static` state would give every object file that includes it its own copy,
// and an optimized build that inlines across modules would then arm one copy and restore from
// another.

#include <stddef.h>
#include <termios.h>

/// The most bytes `tui_guard_prepare` keeps for leaving, and for re-entering, curses mode.
#define TUI_GUARD_BYTES 512
/// The most bytes of an inline region's cursor-up sequence (`tui_guard_prepare_region`).
#define TUI_GUARD_UP_BYTES 32

/// Installs the handlers for terminating signals (SIGINT, SIGTERM, SIGHUP, SIGQUIT), faults,
/// Ctrl-Z, `fg` and resizes, once per process; later calls only update `wake_fd`, the write end
/// of the run loop's self-pipe. Handlers do nothing to the terminal until armed.
void tui_guard_install(int wake_fd);

/// Points the handlers' wake-ups at another descriptor (-1: none), e.g. before a pipe closes.
void tui_guard_set_wake_fd(int wake_fd);

/// The most descriptors a handler silences when it gives the terminal back (`tui_guard_prepare`).
#define TUI_GUARD_ROUTES 2

/// A descriptor frames are written to, which a handler points at /dev/null when it gives the
/// terminal back, so that a frame being written on another thread (or the rest of one the
/// interrupted thread was writing) cannot land on the shell's screen; and back at `resume_fd`
/// (the terminal when -1) when the app resumes after Ctrl-Z and `fg`.
typedef struct {
    int fd;
    int resume_fd;
} tui_guard_route;

/// Records what the handlers need. `shell_mode` is the termios found at start, `program_mode`
/// the backend's own; `leave` and `enter` are cut to TUI_GUARD_BYTES; `routes` (up to
/// TUI_GUARD_ROUTES) are the descriptors frames reach the terminal through.
void tui_guard_prepare(int tty_fd, int null_fd, const tui_guard_route *routes, size_t route_count,
                       const struct termios *shell_mode, const struct termios *program_mode,
                       const char *leave, size_t leave_len, const char *enter, size_t enter_len);

/// For a backend that draws in a region below the prompt (inline mode) instead of on a screen
/// of its own: `up` moves the cursor up one row (terminfo's `cuu1`). Leaving first writes it
/// as many times as `tui_guard_set_rows_up` last said, so that the leave bytes start on the
/// region's first row wherever the cursor was left. Call after `tui_guard_prepare`, which
/// forgets both; `up` longer than TUI_GUARD_UP_BYTES is not kept.
void tui_guard_prepare_region(const char *up, size_t up_len);

/// How many rows the cursor is below the region's first row; async-signal-safe to read, so a
/// backend updates it after every frame that moves the cursor.
void tui_guard_set_rows_up(int rows);

/// From now on every exit path restores the terminal.
void tui_guard_arm(void);

/// The suspend key (Ctrl-Z), read as a key because curses' mode turns the terminal's suspend
/// character off: leaves curses mode first, then sends SIGTSTP to the terminal's foreground
/// process group, as the terminal would have. So no process of the job (a wrapper script, say)
/// stops, letting its shell take the terminal, while the screen is still curses'. The SIGTSTP
/// handler stops this process and re-enters curses mode on `fg`. Returns 0, doing nothing,
/// when SIGTSTP was ignored at start (no job control), when this process is in its session
/// leader's process group (`x=$(app)` at an interactive shell: not a job, so nothing could
/// continue it), or the guard is not armed.
int tui_guard_suspend(void);

/// Starts giving the terminal back for a normal exit; 0 when a signal handler already did.
/// Until `tui_guard_finish_stop`, a terminating signal still writes the leave bytes.
int tui_guard_begin_stop(void);
void tui_guard_finish_stop(void);

/// Sends stdout/stderr to the capture files until `tui_guard_finish_capture` (or a handler)
/// points them back and prints what they hold.
void tui_guard_begin_capture(int saved_out, int saved_err, int capture_out, int capture_err);
void tui_guard_finish_capture(void);
int tui_guard_is_capturing(void);

/// Blocks (1) or unblocks (0) the signals the guard handles asynchronously on this thread, so
/// that set-up and tear-down are not interrupted half-way.
void tui_guard_block_signals(int block);

/// Gives the calling thread an alternate signal stack (freed when the thread exits), so that a
/// stack overflow still restores the terminal.
void tui_guard_ensure_signal_stack(void);

#endif

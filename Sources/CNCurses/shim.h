#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

// SwiftPM drops the -D flags of ncursesw.pc, so the wide-character API must be requested here,
// before <curses.h>; without these, cchar_t, setcchar and mvadd_wch are invisible to Swift.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// MARK: - Macros and globals
//
// Macros do not import into Swift and ncurses' globals are shared mutable state that Swift 6
// refuses to touch; each is wrapped in a static inline function prefixed `tui_`.

static inline WINDOW *tui_stdscr(void) { return stdscr; }
static inline WINDOW *tui_curscr(void) { return curscr; }
static inline int tui_lines(void) { return LINES; }
static inline int tui_cols(void) { return COLS; }
static inline int tui_colors(void) { return COLORS; }
static inline int tui_color_pairs(void) { return COLOR_PAIRS; }
static inline int tui_getmaxy(WINDOW *win) { return getmaxy(win); }
static inline int tui_getmaxx(WINDOW *win) { return getmaxx(win); }
static inline int tui_key_f(int n) { return KEY_F(n); }
static inline int tui_wcwidth(wchar_t c) { return wcwidth(c); }
static inline int tui_gettid(void) { return (int)syscall(SYS_gettid); }

static inline attr_t tui_attr_bold(void) { return WA_BOLD; }
static inline attr_t tui_attr_dim(void) { return WA_DIM; }
static inline attr_t tui_attr_italic(void) { return WA_ITALIC; }
static inline attr_t tui_attr_underline(void) { return WA_UNDERLINE; }
static inline attr_t tui_attr_reverse(void) { return WA_REVERSE; }

/// A terminfo string capability, or NULL when the terminal lacks it (ncurses returns (char*)-1
/// for names that are not string capabilities).
static inline const char *tui_tigetstr(const char *name) {
    char *value = tigetstr(name);
    return (value == (char *)-1) ? NULL : value;
}

/// `tiparm` is variadic, which Swift cannot call.
static inline const char *tui_tiparm1(const char *cap, int a) { return tiparm(cap, a); }
static inline const char *tui_tiparm2(const char *cap, int a, int b) { return tiparm(cap, a, b); }

/// The terminal size the kernel reports for `fd`; false when it reports none.
static inline int tui_window_size(int fd, int *rows, int *cols) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0 || ws.ws_col == 0) return 0;
    *rows = ws.ws_row;
    *cols = ws.ws_col;
    return 1;
}

/// True when the codeset of the current LC_CTYPE locale is UTF-8.
static inline int tui_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

// MARK: - Mouse masks (the BUTTON* macros are built from function-like macros)

static inline mmask_t tui_button_pressed(int b) { return NCURSES_MOUSE_MASK(b, NCURSES_BUTTON_PRESSED); }
static inline mmask_t tui_button_released(int b) { return NCURSES_MOUSE_MASK(b, NCURSES_BUTTON_RELEASED); }
static inline mmask_t tui_button_clicked(int b) { return NCURSES_MOUSE_MASK(b, NCURSES_BUTTON_CLICKED); }

// MARK: - Terminal guard
//
// Restores the terminal from a signal handler, where only async-signal-safe calls are allowed:
// write, tcsetattr, dup2, lseek, read, sigaction, sigprocmask, raise. Everything the handler
// needs (the saved termios, the bytes that leave the screen, the file descriptors) is prepared
// ahead of time by TUICurses.
//
// The state is `static`: every object file that calls these functions gets its own copy, so ONLY
// Sources/TUICurses/TerminalGuard.swift may call the tui_guard_* functions.

#define TUI_GUARD_BYTES 512
#define TUI_GUARD_OFF 0       // the terminal is the shell's
#define TUI_GUARD_ARMED 1     // curses owns the terminal
#define TUI_GUARD_STOPPING 2  // a normal exit is giving it back (endwin is running)
#define TUI_GUARD_SIGNALS 65

typedef struct {
    int state;                      // TUI_GUARD_OFF, _ARMED or _STOPPING (atomic)
    int capturing;                  // 1 while stdout/stderr go to capture files (atomic)
    int installed;
    int tty_fd;                     // restore bytes and termios go here
    int curses_fd;                  // the fd ncurses writes to; pointed at /dev/null on exit
    int null_fd;
    int wake_fd;                    // write end of the run loop's self-pipe
    int saved_out, saved_err;       // the real stdout/stderr while capturing
    int capture_out, capture_err;   // where stdout/stderr go while curses owns the screen
    struct termios shell_mode;      // as found at start: restored on every exit path
    struct termios program_mode;    // curses' mode: re-applied after Ctrl-Z + fg
    char leave[TUI_GUARD_BYTES];    // mouse off, attributes off, cursor on, keypad off, main screen
    size_t leave_len;
    char enter[TUI_GUARD_BYTES];    // the inverse, written on resume
    size_t enter_len;
    struct sigaction previous[TUI_GUARD_SIGNALS];
    pthread_key_t stack_key;        // owns each thread's alternate signal stack
    pthread_once_t stack_once;
} tui_guard_state;

static tui_guard_state tui_guard = {
    .state = 0, .capturing = 0, .installed = 0, .tty_fd = -1, .curses_fd = -1, .null_fd = -1,
    .wake_fd = -1, .saved_out = -1, .saved_err = -1, .capture_out = -1, .capture_err = -1,
    .stack_once = PTHREAD_ONCE_INIT,
};

static void tui_guard_write_all(int fd, const char *bytes, size_t count) {
    while (fd >= 0 && count > 0) {
        ssize_t n = write(fd, bytes, count);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;
        bytes += n;
        count -= (size_t)n;
    }
}

static void tui_guard_replay(int from, int to) {
    char chunk[4096];
    if (from < 0 || lseek(from, 0, SEEK_SET) != 0) return;
    for (;;) {
        ssize_t n = read(from, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;
        tui_guard_write_all(to, chunk, (size_t)n);
    }
}

static void tui_guard_wake(char reason) {
    if (tui_guard.wake_fd >= 0) {
        ssize_t ignored = write(tui_guard.wake_fd, &reason, 1);
        (void)ignored;
    }
}

/// Points stdout/stderr back at the terminal and prints what was captured. Idempotent.
static void tui_guard_end_capture(void) {
    if (__atomic_exchange_n(&tui_guard.capturing, 0, __ATOMIC_SEQ_CST) == 0) return;
    dup2(tui_guard.saved_out, 1);
    dup2(tui_guard.saved_err, 2);
    tui_guard_replay(tui_guard.capture_out, 1);
    tui_guard_replay(tui_guard.capture_err, 2);
}

/// Leaves curses mode without ncurses: silences ncurses' fd (a frame being drawn on another
/// thread lands in /dev/null, not on the shell's screen), writes the leave bytes, restores the
/// shell's termios. Also runs when a normal exit is half-way through endwin, since the process
/// may die before endwin finishes. Returns 1 when the terminal was armed.
static int tui_guard_leave(void) {
    int state = __atomic_exchange_n(&tui_guard.state, TUI_GUARD_OFF, __ATOMIC_SEQ_CST);
    if (state == TUI_GUARD_OFF) return 0;
    if (tui_guard.null_fd >= 0 && tui_guard.curses_fd >= 0) dup2(tui_guard.null_fd, tui_guard.curses_fd);
    tui_guard_write_all(tui_guard.tty_fd, tui_guard.leave, tui_guard.leave_len);
    tcsetattr(tui_guard.tty_fd, TCSANOW, &tui_guard.shell_mode);
    return state == TUI_GUARD_ARMED;
}

static void tui_guard_set_action(int sig, void (*handler)(int)) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = handler;
    action.sa_flags = SA_RESTART | SA_ONSTACK;
    sigaction(sig, &action, NULL);
}

static void tui_guard_unblock(int sig) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
}

/// SIGINT, SIGTERM, SIGHUP, SIGQUIT: restore, then die of the same signal.
static void tui_guard_on_terminate(int sig) {
    tui_guard_leave();
    tui_guard_end_capture();
    tui_guard_set_action(sig, SIG_DFL);
    tui_guard_unblock(sig);
    raise(sig);
}

/// SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE: restore, then hand the signal to whoever
/// handled it before (the Swift runtime's backtracer, or the default action).
static void tui_guard_on_fault(int sig, siginfo_t *info, void *context) {
    (void)context;
    tui_guard_leave();
    tui_guard_end_capture();
    if (sig > 0 && sig < TUI_GUARD_SIGNALS) sigaction(sig, &tui_guard.previous[sig], NULL);
    // A fault re-executes and re-faults into the previous handler; a signal that was sent
    // (kill, raise, abort) must be sent again, and arrives once this handler returns.
    if (info == NULL || info->si_code <= 0) raise(sig);
}

/// SIGTSTP (Ctrl-Z): leave curses mode, stop, and on `fg` re-enter it and ask for a redraw.
static void tui_guard_on_stop(int sig) {
    int saved_errno = errno;
    int was_armed = tui_guard_leave();
    tui_guard_set_action(sig, SIG_DFL);
    tui_guard_unblock(sig);
    raise(sig);
    // Continued.
    tui_guard_set_action(sig, tui_guard_on_stop);
    if (was_armed) {
        tcsetattr(tui_guard.tty_fd, TCSANOW, &tui_guard.program_mode);
        if (tui_guard.curses_fd >= 0) dup2(tui_guard.tty_fd, tui_guard.curses_fd);
        tui_guard_write_all(tui_guard.tty_fd, tui_guard.enter, tui_guard.enter_len);
        __atomic_store_n(&tui_guard.state, TUI_GUARD_ARMED, __ATOMIC_SEQ_CST);
    }
    tui_guard_wake('C');
    errno = saved_errno;
}

static void tui_guard_on_continue(int sig) {
    int saved_errno = errno;
    (void)sig;
    tui_guard_wake('C');
    errno = saved_errno;
}

static void tui_guard_on_resize(int sig) {
    int saved_errno = errno;
    (void)sig;
    tui_guard_wake('W');
    errno = saved_errno;
}

/// A safety net for code that calls exit() while curses owns the screen.
static void tui_guard_at_exit(void) {
    tui_guard_leave();
    tui_guard_end_capture();
}

/// Installs every handler once per process. Handlers do nothing to the terminal until armed.
static inline void tui_guard_install(int wake_fd) {
    static const int terminating[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };
    static const int faults[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE };
    tui_guard.wake_fd = wake_fd;
    if (tui_guard.installed) return;
    tui_guard.installed = 1;
    atexit(tui_guard_at_exit);
    for (size_t i = 0; i < sizeof terminating / sizeof *terminating; i++) {
        tui_guard_set_action(terminating[i], tui_guard_on_terminate);
    }
    for (size_t i = 0; i < sizeof faults / sizeof *faults; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        sigemptyset(&action.sa_mask);
        action.sa_sigaction = tui_guard_on_fault;
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigaction(faults[i], &action, &tui_guard.previous[faults[i]]);
    }
    tui_guard_set_action(SIGTSTP, tui_guard_on_stop);
    tui_guard_set_action(SIGCONT, tui_guard_on_continue);
    tui_guard_set_action(SIGWINCH, tui_guard_on_resize);
}

/// Records what the handlers need; `shell_mode` is the termios found at start.
static inline void tui_guard_prepare(int tty_fd, int curses_fd, int null_fd,
                                     const struct termios *shell_mode,
                                     const struct termios *program_mode,
                                     const char *leave, size_t leave_len,
                                     const char *enter, size_t enter_len) {
    tui_guard.tty_fd = tty_fd;
    tui_guard.curses_fd = curses_fd;
    tui_guard.null_fd = null_fd;
    tui_guard.shell_mode = *shell_mode;
    tui_guard.program_mode = *program_mode;
    tui_guard.leave_len = leave_len < TUI_GUARD_BYTES ? leave_len : TUI_GUARD_BYTES;
    memcpy(tui_guard.leave, leave, tui_guard.leave_len);
    tui_guard.enter_len = enter_len < TUI_GUARD_BYTES ? enter_len : TUI_GUARD_BYTES;
    memcpy(tui_guard.enter, enter, tui_guard.enter_len);
}

static inline void tui_guard_arm(void) { __atomic_store_n(&tui_guard.state, TUI_GUARD_ARMED, __ATOMIC_SEQ_CST); }

/// Starts giving the terminal back for a normal exit; 0 when a signal handler already did.
/// Until `tui_guard_finish_stop`, a terminating signal still writes the leave bytes.
static inline int tui_guard_begin_stop(void) {
    int expected = TUI_GUARD_ARMED;
    return __atomic_compare_exchange_n(&tui_guard.state, &expected, TUI_GUARD_STOPPING, 0,
                                       __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}

static inline void tui_guard_finish_stop(void) {
    __atomic_store_n(&tui_guard.state, TUI_GUARD_OFF, __ATOMIC_SEQ_CST);
}

/// Sends stdout/stderr to the capture files until `tui_guard_end_capture`.
static inline void tui_guard_begin_capture(int saved_out, int saved_err, int capture_out, int capture_err) {
    tui_guard.saved_out = saved_out;
    tui_guard.saved_err = saved_err;
    tui_guard.capture_out = capture_out;
    tui_guard.capture_err = capture_err;
    dup2(capture_out, 1);
    dup2(capture_err, 2);
    __atomic_store_n(&tui_guard.capturing, 1, __ATOMIC_SEQ_CST);
}

static inline void tui_guard_finish_capture(void) { tui_guard_end_capture(); }
static inline int tui_guard_is_capturing(void) { return __atomic_load_n(&tui_guard.capturing, __ATOMIC_SEQ_CST); }

/// Blocks or unblocks the signals the guard handles asynchronously, so that set-up and
/// tear-down are not interrupted half-way.
static inline void tui_guard_block_signals(int block) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGHUP);
    sigaddset(&set, SIGQUIT);
    sigaddset(&set, SIGTSTP);
    sigaddset(&set, SIGWINCH);
    sigaddset(&set, SIGCONT);
    pthread_sigmask(block ? SIG_BLOCK : SIG_UNBLOCK, &set, NULL);
}

static void tui_guard_free_signal_stack(void *memory) {
    stack_t off;
    memset(&off, 0, sizeof off);
    off.ss_flags = SS_DISABLE;
    sigaltstack(&off, NULL);
    free(memory);
}

static void tui_guard_make_stack_key(void) {
    pthread_key_create(&tui_guard.stack_key, tui_guard_free_signal_stack);
}

/// Gives the calling thread an alternate signal stack (freed when the thread exits), so that a
/// stack overflow still restores the terminal. After the first call on a thread this is one
/// pthread_getspecific.
static inline void tui_guard_ensure_signal_stack(void) {
    pthread_once(&tui_guard.stack_once, tui_guard_make_stack_key);
    if (pthread_getspecific(tui_guard.stack_key) != NULL) return;
    stack_t current;
    if (sigaltstack(NULL, &current) != 0 || !(current.ss_flags & SS_DISABLE)) return;
    size_t size = 64 * 1024;
    void *memory = malloc(size);
    if (memory == NULL) return;
    stack_t stack;
    stack.ss_sp = memory;
    stack.ss_size = size;
    stack.ss_flags = 0;
    if (sigaltstack(&stack, NULL) != 0) {
        free(memory);
        return;
    }
    pthread_setspecific(tui_guard.stack_key, memory);
}

#endif

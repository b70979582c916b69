#ifndef CNCURSES_TERMINAL_GUARD_H
#define CNCURSES_TERMINAL_GUARD_H

// Included by shim.h, after the system headers it needs.

// Terminal guard
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

static int tui_guard_is_ignored(int sig) {
    struct sigaction current;
    return sigaction(sig, NULL, &current) == 0 && !(current.sa_flags & SA_SIGINFO)
        && current.sa_handler == SIG_IGN;
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
    // A signal the process was started with ignored (nohup, a background job of a shell
    // without job control) stays ignored, as ncurses itself does.
    for (size_t i = 0; i < sizeof terminating / sizeof *terminating; i++) {
        if (!tui_guard_is_ignored(terminating[i])) tui_guard_set_action(terminating[i], tui_guard_on_terminate);
    }
    for (size_t i = 0; i < sizeof faults / sizeof *faults; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        sigemptyset(&action.sa_mask);
        action.sa_sigaction = tui_guard_on_fault;
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigaction(faults[i], &action, &tui_guard.previous[faults[i]]);
    }
    if (!tui_guard_is_ignored(SIGTSTP)) tui_guard_set_action(SIGTSTP, tui_guard_on_stop);
    tui_guard_set_action(SIGCONT, tui_guard_on_continue);
    tui_guard_set_action(SIGWINCH, tui_guard_on_resize);
}

/// Points the wake-ups at another descriptor (-1: none), e.g. before the pipe is closed.
static inline void tui_guard_set_wake_fd(int wake_fd) { tui_guard.wake_fd = wake_fd; }

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

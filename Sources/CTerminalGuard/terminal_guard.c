// The terminal guard's one definition: its state and its signal handlers.
// See include/terminal_guard.h for the contract.

#define _GNU_SOURCE
#include "terminal_guard.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define TUI_GUARD_OFF 0       // the terminal is the shell's
#define TUI_GUARD_ARMED 1     // curses owns the terminal
#define TUI_GUARD_STOPPING 2  // a normal exit is giving it back (endwin is running)
#define TUI_GUARD_SIGNALS 65  // sigaction slots, indexed by signal number

// Handlers read `state` and `capturing` with atomic builtins; they must not take a lock.
_Static_assert(__atomic_always_lock_free(sizeof(int), 0), "the guard's flags must be lock-free");
_Static_assert(SIGINT < TUI_GUARD_SIGNALS && SIGTERM < TUI_GUARD_SIGNALS && SIGHUP < TUI_GUARD_SIGNALS
               && SIGQUIT < TUI_GUARD_SIGNALS && SIGSEGV < TUI_GUARD_SIGNALS && SIGBUS < TUI_GUARD_SIGNALS
               && SIGILL < TUI_GUARD_SIGNALS && SIGTRAP < TUI_GUARD_SIGNALS && SIGABRT < TUI_GUARD_SIGNALS
               && SIGFPE < TUI_GUARD_SIGNALS, "a handled signal has no slot in `previous`");

typedef struct {
    int state;                      // TUI_GUARD_OFF, _ARMED or _STOPPING (atomic)
    int capturing;                  // 1 while stdout/stderr go to capture files (atomic)
    int installed;
    int can_suspend;                // SIGTSTP was not ignored at start
    int resume_pending;             // 1 once tui_guard_suspend left curses mode (atomic)
    unsigned continues;             // SIGCONTs handled so far (atomic)
    int tty_fd;                     // restore bytes and termios go here
    tui_guard_route routes[TUI_GUARD_ROUTES];  // frames' descriptors: /dev/null on exit
    size_t route_count;
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
    char up[TUI_GUARD_UP_BYTES];    // an inline region's cursor-up: written `rows_up` times first
    size_t up_len;
    int rows_up;                    // rows from the region's first row to the cursor (atomic)
    struct sigaction previous[TUI_GUARD_SIGNALS];
    pthread_key_t stack_key;        // owns each thread's alternate signal stack
    pthread_once_t stack_once;
} tui_guard_state;

// The one copy. `tui_guard` is the symbol the release e2e test counts.
static tui_guard_state tui_guard = {
    .state = TUI_GUARD_OFF, .capturing = 0, .installed = 0, .tty_fd = -1, .route_count = 0, .null_fd = -1,
    .wake_fd = -1, .saved_out = -1, .saved_err = -1, .capture_out = -1, .capture_err = -1,
    .stack_once = PTHREAD_ONCE_INIT,
};

// MARK: - Async-signal-safe helpers

/// write(2) until done, retrying on EINTR.
static void write_all(int fd, const char *bytes, size_t count) {
    while (fd >= 0 && count > 0) {
        ssize_t n = write(fd, bytes, count);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;
        bytes += n;
        count -= (size_t)n;
    }
}

static void replay(int from, int to) {
    char chunk[4096];
    if (from < 0 || lseek(from, 0, SEEK_SET) != 0) return;
    for (;;) {
        ssize_t n = read(from, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;
        write_all(to, chunk, (size_t)n);
    }
}

static void wake(char reason) {
    int fd = __atomic_load_n(&tui_guard.wake_fd, __ATOMIC_SEQ_CST);
    if (fd >= 0) {
        ssize_t ignored = write(fd, &reason, 1);
        (void)ignored;
    }
}

/// Points stdout/stderr back at the terminal and prints what was captured. Idempotent.
static void end_capture(void) {
    if (__atomic_exchange_n(&tui_guard.capturing, 0, __ATOMIC_SEQ_CST) == 0) return;
    dup2(tui_guard.saved_out, 1);
    dup2(tui_guard.saved_err, 2);
    replay(tui_guard.capture_out, 1);
    replay(tui_guard.capture_err, 2);
}

/// Leaves curses mode without ncurses: silences the descriptors frames go through (the rest of a
/// frame being written lands in /dev/null, not on the shell's screen; a write(2) the terminal
/// already took finishes first, since it takes one write at a time), writes the leave bytes,
/// restores the shell's termios. Also runs when a normal exit is half-way through endwin, since
/// the process may die before endwin finishes. The leave bytes begin with what ends a frame cut
/// short (see TUICurses/TerminalSequences.swift). Returns 1 when the terminal was armed.
///
/// Only the terminal's foreground process group may change its settings: when the shell has
/// taken the terminal already (it saw another process of the job stop or die first), it has put
/// back its own, and a `tcsetattr` would stop this process with SIGTTOU half-way through
/// leaving. SIGTTOU is held back meanwhile, so the leave bytes are written even under `stty
/// tostop`.
static int leave(void) {
    int state = __atomic_exchange_n(&tui_guard.state, TUI_GUARD_OFF, __ATOMIC_SEQ_CST);
    if (state == TUI_GUARD_OFF) return 0;
    sigset_t ttou, previous;
    sigemptyset(&ttou);
    sigaddset(&ttou, SIGTTOU);
    pthread_sigmask(SIG_BLOCK, &ttou, &previous);
    for (size_t i = 0; i < tui_guard.route_count && tui_guard.null_fd >= 0; i++) {
        if (tui_guard.routes[i].fd >= 0) dup2(tui_guard.null_fd, tui_guard.routes[i].fd);
    }
    int rows = __atomic_load_n(&tui_guard.rows_up, __ATOMIC_SEQ_CST);
    for (int row = 0; row < rows; row++) write_all(tui_guard.tty_fd, tui_guard.up, tui_guard.up_len);
    write_all(tui_guard.tty_fd, tui_guard.leave, tui_guard.leave_len);
    if (tcgetpgrp(tui_guard.tty_fd) == getpgrp()) tcsetattr(tui_guard.tty_fd, TCSANOW, &tui_guard.shell_mode);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    return state == TUI_GUARD_ARMED;
}

/// Re-enters curses mode after a stop: curses' settings, the frames' descriptors back where
/// they lead, the enter bytes. The run loop repaints once woken.
static void enter(void) {
    tcsetattr(tui_guard.tty_fd, TCSANOW, &tui_guard.program_mode);
    for (size_t i = 0; i < tui_guard.route_count; i++) {
        int fd = tui_guard.routes[i].fd, resume = tui_guard.routes[i].resume_fd;
        if (fd >= 0) dup2(resume >= 0 ? resume : tui_guard.tty_fd, fd);
    }
    write_all(tui_guard.tty_fd, tui_guard.enter, tui_guard.enter_len);
    __atomic_store_n(&tui_guard.state, TUI_GUARD_ARMED, __ATOMIC_SEQ_CST);
}

static void set_action(int sig, void (*handler)(int)) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = handler;
    action.sa_flags = SA_RESTART | SA_ONSTACK;
    sigaction(sig, &action, NULL);
}

static void unblock(int sig) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
}

static int is_ignored(int sig) {
    struct sigaction current;
    return sigaction(sig, NULL, &current) == 0 && !(current.sa_flags & SA_SIGINFO)
        && current.sa_handler == SIG_IGN;
}

// MARK: - Handlers

/// SIGINT, SIGTERM, SIGHUP, SIGQUIT: restore, then die of the same signal.
static void on_terminate(int sig) {
    leave();
    end_capture();
    set_action(sig, SIG_DFL);
    unblock(sig);
    raise(sig);
}

/// SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE: restore, then hand the signal to whoever
/// handled it before (the Swift runtime's backtracer, or the default action).
static void on_fault(int sig, siginfo_t *info, void *context) {
    (void)context;
    leave();
    end_capture();
    int sent = info == NULL || info->si_code <= 0;
    if (sent && info != NULL && info->si_pid != getpid()) {
        // Sent by another process (`kill -TRAP`): no crash of this one, so no report. The
        // Swift runtime's backtracer would print one and return, and the process would run on
        // with the terminal already given back; the default action ends it, with the status
        // the signal gives.
        set_action(sig, SIG_DFL);
        unblock(sig);
        raise(sig);
        return;
    }
    if (sig > 0 && sig < TUI_GUARD_SIGNALS) sigaction(sig, &tui_guard.previous[sig], NULL);
    // A fault re-executes and re-faults into the previous handler; a signal raised here
    // (raise, abort) must be raised again, and arrives once this handler returns.
    if (sent) raise(sig);
}

/// SIGTSTP (Ctrl-Z, `kill -TSTP`): leave curses mode (unless `tui_guard_suspend` already did),
/// stop, and on `fg` re-enter it and ask for a redraw.
static void on_stop(int sig) {
    int saved_errno = errno;
    unsigned continues = __atomic_load_n(&tui_guard.continues, __ATOMIC_SEQ_CST);
    int left_here = leave();
    int left_before = __atomic_exchange_n(&tui_guard.resume_pending, 0, __ATOMIC_SEQ_CST);
    set_action(sig, SIG_DFL);
    unblock(sig);
    // A SIGCONT handled since this handler began means something else (a SIGSTOP) stopped the
    // process on its way here and `fg` already continued it: stopping now would stop it again
    // after `fg`, for good.
    if (__atomic_load_n(&tui_guard.continues, __ATOMIC_SEQ_CST) == continues) raise(sig);
    // Continued.
    set_action(sig, on_stop);
    if (left_here || left_before) enter();
    wake('C');
    errno = saved_errno;
}

/// SIGCONT. After `tui_guard_suspend` the process stopped by SIGTSTP's default action (or a
/// SIGCONT discarded that stop before it was taken): either way it re-enters here and puts
/// `on_stop` back.
static void on_continue(int sig) {
    int saved_errno = errno;
    (void)sig;
    __atomic_add_fetch(&tui_guard.continues, 1, __ATOMIC_SEQ_CST);
    if (__atomic_exchange_n(&tui_guard.resume_pending, 0, __ATOMIC_SEQ_CST)) {
        set_action(SIGTSTP, on_stop);
        enter();
    }
    wake('C');
    errno = saved_errno;
}

static void on_resize(int sig) {
    int saved_errno = errno;
    (void)sig;
    wake('W');
    errno = saved_errno;
}

/// A safety net for code that calls exit() while curses owns the screen.
static void at_exit(void) {
    leave();
    end_capture();
}

// MARK: - The interface

void tui_guard_install(int wake_fd) {
    static const int terminating[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };
    static const int faults[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE };
    __atomic_store_n(&tui_guard.wake_fd, wake_fd, __ATOMIC_SEQ_CST);
    if (tui_guard.installed) return;
    tui_guard.installed = 1;
    atexit(at_exit);
    // A signal the process was started with ignored (nohup, a background job of a shell
    // without job control) stays ignored, as ncurses itself does.
    for (size_t i = 0; i < sizeof terminating / sizeof *terminating; i++) {
        if (!is_ignored(terminating[i])) set_action(terminating[i], on_terminate);
    }
    for (size_t i = 0; i < sizeof faults / sizeof *faults; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        sigemptyset(&action.sa_mask);
        action.sa_sigaction = on_fault;
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigaction(faults[i], &action, &tui_guard.previous[faults[i]]);
    }
    tui_guard.can_suspend = !is_ignored(SIGTSTP);
    if (tui_guard.can_suspend) set_action(SIGTSTP, on_stop);
    set_action(SIGCONT, on_continue);
    set_action(SIGWINCH, on_resize);
}

void tui_guard_set_wake_fd(int wake_fd) {
    __atomic_store_n(&tui_guard.wake_fd, wake_fd, __ATOMIC_SEQ_CST);
}

void tui_guard_prepare(int tty_fd, int null_fd, const tui_guard_route *routes, size_t route_count,
                       const struct termios *shell_mode, const struct termios *program_mode,
                       const char *leave_bytes, size_t leave_len, const char *enter_bytes, size_t enter_len) {
    tui_guard.tty_fd = tty_fd;
    tui_guard.null_fd = null_fd;
    tui_guard.route_count = route_count < TUI_GUARD_ROUTES ? route_count : TUI_GUARD_ROUTES;
    for (size_t i = 0; i < tui_guard.route_count; i++) tui_guard.routes[i] = routes[i];
    tui_guard.shell_mode = *shell_mode;
    tui_guard.program_mode = *program_mode;
    tui_guard.leave_len = leave_len < TUI_GUARD_BYTES ? leave_len : TUI_GUARD_BYTES;
    memcpy(tui_guard.leave, leave_bytes, tui_guard.leave_len);
    tui_guard.enter_len = enter_len < TUI_GUARD_BYTES ? enter_len : TUI_GUARD_BYTES;
    memcpy(tui_guard.enter, enter_bytes, tui_guard.enter_len);
    tui_guard.up_len = 0;
    __atomic_store_n(&tui_guard.rows_up, 0, __ATOMIC_SEQ_CST);
}

void tui_guard_prepare_region(const char *up, size_t up_len) {
    tui_guard.up_len = up_len < TUI_GUARD_UP_BYTES ? up_len : 0;
    memcpy(tui_guard.up, up, tui_guard.up_len);
}

void tui_guard_set_rows_up(int rows) {
    __atomic_store_n(&tui_guard.rows_up, rows > 0 ? rows : 0, __ATOMIC_SEQ_CST);
}

int tui_guard_suspend(void) {
    if (!tui_guard.can_suspend) return 0;
    int group = tcgetpgrp(tui_guard.tty_fd);
    if (group <= 0) return 0;
    // In the session leader's own group (`x=$(app)` typed at an interactive shell runs there,
    // not as a job) nobody could continue this process: the kernel would not even stop it, and
    // the screen would be left as the shell's. Ctrl-Z then does nothing, as at the shell.
    if (getpgrp() == getsid(0)) return 0;
    if (!leave()) return 0;
    __atomic_store_n(&tui_guard.resume_pending, 1, __ATOMIC_SEQ_CST);
    // This process stops by the signal's default action, in the kernel, not by `on_stop`
    // raising it again: a SIGCONT then discards the stop whether or not it was taken, so a stop
    // and continue from elsewhere meanwhile (a debugger, a job-control test) cannot leave it
    // stopped after `fg`. `on_continue` puts `on_stop` back.
    set_action(SIGTSTP, SIG_DFL);
    // The terminal's own Ctrl-Z: the whole foreground job stops, as the terminal would stop it,
    // but only now that the screen is the shell's again.
    kill(-group, SIGTSTP);
    return 1;
}

void tui_guard_arm(void) {
    __atomic_store_n(&tui_guard.state, TUI_GUARD_ARMED, __ATOMIC_SEQ_CST);
}

int tui_guard_begin_stop(void) {
    int expected = TUI_GUARD_ARMED;
    return __atomic_compare_exchange_n(&tui_guard.state, &expected, TUI_GUARD_STOPPING, 0,
                                       __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}

void tui_guard_finish_stop(void) {
    __atomic_store_n(&tui_guard.state, TUI_GUARD_OFF, __ATOMIC_SEQ_CST);
}

void tui_guard_begin_capture(int saved_out, int saved_err, int capture_out, int capture_err) {
    tui_guard.saved_out = saved_out;
    tui_guard.saved_err = saved_err;
    tui_guard.capture_out = capture_out;
    tui_guard.capture_err = capture_err;
    dup2(capture_out, 1);
    dup2(capture_err, 2);
    __atomic_store_n(&tui_guard.capturing, 1, __ATOMIC_SEQ_CST);
}

void tui_guard_finish_capture(void) {
    end_capture();
}

int tui_guard_is_capturing(void) {
    return __atomic_load_n(&tui_guard.capturing, __ATOMIC_SEQ_CST);
}

void tui_guard_block_signals(int block) {
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

static void free_signal_stack(void *memory) {
    stack_t off;
    memset(&off, 0, sizeof off);
    off.ss_flags = SS_DISABLE;
    sigaltstack(&off, NULL);
    free(memory);
}

static void make_stack_key(void) {
    pthread_key_create(&tui_guard.stack_key, free_signal_stack);
}

void tui_guard_ensure_signal_stack(void) {
    pthread_once(&tui_guard.stack_once, make_stack_key);
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

// The output tap's one definition. See include/output_tap.h for the contract.

#define _GNU_SOURCE
#include "output_tap.h"
#include "guard_private.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct {
    pthread_mutex_t lock;       // held while bytes move from the pipe to the terminal
    pthread_t thread;
    int running;
    int read_fd, write_fd;      // the pipe; ncurses' descriptor is a dup2 of write_fd
    int curses_fd;
    int out_fd;                 // where the bytes go: the terminal, /dev/null after a signal (atomic)
    int tty_fd;                 // the terminal, for routing back after Ctrl-Z + fg
    uint64_t forwarded;         // atomic
    int recording;              // under lock
    char *kept;                 // under lock
    size_t kept_len, kept_cap;
} tui_tap_state;

static tui_tap_state tui_tap = {
    .lock = PTHREAD_MUTEX_INITIALIZER, .read_fd = -1, .write_fd = -1, .curses_fd = -1, .out_fd = -1, .tty_fd = -1,
};

/// Keeps `count` bytes for the recorder; drops them when memory runs out (the terminal still
/// gets them). Called with the lock held.
static void keep(const char *bytes, size_t count) {
    if (tui_tap.kept_len + count > tui_tap.kept_cap) {
        size_t capacity = tui_tap.kept_cap ? tui_tap.kept_cap : 65536;
        while (capacity < tui_tap.kept_len + count) capacity *= 2;
        char *grown = realloc(tui_tap.kept, capacity);
        if (grown == NULL) return;
        tui_tap.kept = grown;
        tui_tap.kept_cap = capacity;
    }
    memcpy(tui_tap.kept + tui_tap.kept_len, bytes, count);
    tui_tap.kept_len += count;
}

/// Moves what the pipe holds to the terminal; returns 1 at end of file (every write end
/// closed). Called with the lock held; the read end never blocks.
static int forward_locked(void) {
    char chunk[16384];
    for (;;) {
        ssize_t n = read(tui_tap.read_fd, chunk, sizeof chunk);
        if (n > 0) {
            tui_guard_write_all(__atomic_load_n(&tui_tap.out_fd, __ATOMIC_SEQ_CST), chunk, (size_t)n);
            __atomic_add_fetch(&tui_tap.forwarded, (uint64_t)n, __ATOMIC_SEQ_CST);
            if (tui_tap.recording) keep(chunk, (size_t)n);
            continue;
        }
        if (n == 0) return 1;
        if (errno == EINTR) continue;
        return 0;
    }
}

static void *run(void *unused) {
    (void)unused;
    struct pollfd readable = { .fd = tui_tap.read_fd, .events = POLLIN };
    for (;;) {
        int ready = poll(&readable, 1, -1);
        if (ready < 0 && errno == EINTR) continue;
        if (ready < 0 || (readable.revents & POLLNVAL)) return NULL;
        pthread_mutex_lock(&tui_tap.lock);
        int finished = forward_locked();
        pthread_mutex_unlock(&tui_tap.lock);
        if (finished) return NULL;
    }
}

int tui_tap_start(int curses_fd, int tty_fd) {
    if (tui_tap.running) return 0;
    int ends[2];
    if (pipe2(ends, O_CLOEXEC) != 0) return -1;
    int out = fcntl(tty_fd, F_DUPFD_CLOEXEC, 3);
    int tty = fcntl(tty_fd, F_DUPFD_CLOEXEC, 3);
    if (out < 0 || tty < 0 || fcntl(ends[0], F_SETFL, O_NONBLOCK) != 0) goto fail;
    // A full-screen frame fits in one pipe, so ncurses rarely waits for the thread.
    (void)fcntl(ends[1], F_SETPIPE_SZ, 1 << 20);
    tui_tap.read_fd = ends[0];
    tui_tap.write_fd = ends[1];
    tui_tap.curses_fd = curses_fd;
    tui_tap.out_fd = out;
    tui_tap.tty_fd = tty;
    // The thread takes no signals: the guard's handlers run on threads that talk to ncurses.
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &previous);
    int created = pthread_create(&tui_tap.thread, NULL, run, NULL);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    if (created != 0) {
        errno = created;
        goto fail;
    }
    if (dup2(ends[1], curses_fd) < 0) {
        // Nothing was redirected: end the thread and give everything back.
        int saved = errno;
        close(ends[1]);
        tui_tap.write_fd = -1;
        pthread_join(tui_tap.thread, NULL);
        errno = saved;
        ends[1] = -1;
        goto fail;
    }
    tui_tap.running = 1;
    return 0;
fail:;
    int saved = errno;
    int fds[] = { ends[0], ends[1], out, tty };
    for (size_t i = 0; i < sizeof fds / sizeof *fds; i++) if (fds[i] >= 0) close(fds[i]);
    tui_tap.read_fd = tui_tap.write_fd = tui_tap.out_fd = tui_tap.tty_fd = tui_tap.curses_fd = -1;
    errno = saved;
    return -1;
}

void tui_tap_drain(void) {
    if (!tui_tap.running) return;
    // ncurses' write() calls have returned, so their bytes are in the pipe: whatever the thread
    // has not forwarded yet is forwarded here, after what the thread forwarded before.
    pthread_mutex_lock(&tui_tap.lock);
    forward_locked();
    pthread_mutex_unlock(&tui_tap.lock);
}

void tui_tap_stop(void) {
    if (!tui_tap.running) return;
    tui_tap_drain();
    // Both write ends closed: the thread reads end of file and returns.
    dup2(tui_tap.tty_fd, tui_tap.curses_fd);
    close(tui_tap.write_fd);
    pthread_join(tui_tap.thread, NULL);
    tui_tap.running = 0;
    int out = __atomic_exchange_n(&tui_tap.out_fd, -1, __ATOMIC_SEQ_CST);
    close(out);
    close(tui_tap.read_fd);
    close(tui_tap.tty_fd);
    tui_tap.read_fd = tui_tap.write_fd = tui_tap.tty_fd = tui_tap.curses_fd = -1;
    pthread_mutex_lock(&tui_tap.lock);
    free(tui_tap.kept);
    tui_tap.kept = NULL;
    tui_tap.kept_len = tui_tap.kept_cap = 0;
    tui_tap.recording = 0;
    pthread_mutex_unlock(&tui_tap.lock);
}

uint64_t tui_tap_bytes_forwarded(void) {
    return __atomic_load_n(&tui_tap.forwarded, __ATOMIC_SEQ_CST);
}

void tui_tap_set_recording(int recording) {
    pthread_mutex_lock(&tui_tap.lock);
    tui_tap.recording = recording != 0;
    if (!recording) tui_tap.kept_len = 0;
    pthread_mutex_unlock(&tui_tap.lock);
}

size_t tui_tap_take(void *destination, size_t capacity) {
    pthread_mutex_lock(&tui_tap.lock);
    size_t count = tui_tap.kept_len < capacity ? tui_tap.kept_len : capacity;
    if (count == 0) {
        pthread_mutex_unlock(&tui_tap.lock);
        return 0;
    }
    memcpy(destination, tui_tap.kept, count);
    memmove(tui_tap.kept, tui_tap.kept + count, tui_tap.kept_len - count);
    tui_tap.kept_len -= count;
    pthread_mutex_unlock(&tui_tap.lock);
    return count;
}

size_t tui_tap_pending(void) {
    pthread_mutex_lock(&tui_tap.lock);
    size_t count = tui_tap.kept_len;
    pthread_mutex_unlock(&tui_tap.lock);
    return count;
}

// MARK: - For the guard's handlers

void tui_tap_route(int to_terminal, int null_fd) {
    int out = __atomic_load_n(&tui_tap.out_fd, __ATOMIC_SEQ_CST);
    int source = to_terminal ? tui_tap.tty_fd : null_fd;
    if (out >= 0 && source >= 0) dup2(source, out);
}

int tui_tap_curses_target(void) {
    return tui_tap.running ? tui_tap.write_fd : -1;
}

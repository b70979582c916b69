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

#if !__has_include(<ncursesw/curses.h>)
#error "DiffableTUI needs the ncursesw development files: sudo apt-get install libncursesw5-dev"
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

#endif

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

#if !__has_include(<ncursesw/curses.h>) && !defined(__APPLE__)
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
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
// macOS: the SDK's ncurses, whose one library has the wide-character API (docs/porting.md).
#include <curses.h>
#endif

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

/// Reads a terminal's terminfo entry without starting curses (the inline backend's way in).
/// It is declared in <term.h>, whose capability macros (`lines`, `columns`, `tab`, ...) would
/// rename ordinary identifiers; its prototype is all that is needed.
extern int setupterm(const char *term, int filedes, int *errret);

/// Frees the entry `setupterm` loaded (after a check that needed nothing else of it).
struct term;
extern struct term *set_curterm(struct term *);
extern int del_curterm(struct term *);
static inline void tui_release_terminfo(void) { del_curterm(set_curterm(NULL)); }

/// `tiparm` is variadic, which Swift cannot call.
static inline const char *tui_tiparm1(const char *cap, int a) { return tiparm(cap, a); }
static inline const char *tui_tiparm2(const char *cap, int a, int b) { return tiparm(cap, a, b); }

// MARK: - Mouse masks (the BUTTON* macros are built from function-like macros)

static inline mmask_t tui_button_pressed(int b) { return NCURSES_MOUSE_MASK(b, NCURSES_BUTTON_PRESSED); }
static inline mmask_t tui_button_released(int b) { return NCURSES_MOUSE_MASK(b, NCURSES_BUTTON_RELEASED); }
static inline mmask_t tui_button_clicked(int b) { return NCURSES_MOUSE_MASK(b, NCURSES_BUTTON_CLICKED); }

#endif

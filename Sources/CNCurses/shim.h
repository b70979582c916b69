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

#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// Macros do not import into Swift; each is wrapped in a static inline function prefixed `tui_`.

static inline int tui_getmaxy(WINDOW *win) { return getmaxy(win); }
static inline int tui_getmaxx(WINDOW *win) { return getmaxx(win); }

#endif

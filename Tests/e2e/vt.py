"""An independent VT emulator (pyte) to check the bytes the app writes.

pyte 0.8 lacks three standard ECMA-48 controls that tmux and xterm implement and that ncurses
uses when terminfo offers them: REP (CSI Ps b, repeat the last character), SU (CSI Ps S,
scroll up) and SD (CSI Ps T, scroll down). It also ignores SGR 2 (dim, "faint"), which the
library draws with (fades on 8/16 colours, the split view's rule without colour). They are
added here, following ECMA-48: every cell is a `Cell`, pyte's `Char` plus `dim`.
"""

from typing import NamedTuple

import pyte


class Cell(NamedTuple):
    """pyte's `Char` with the dim attribute (SGR 2 sets it; SGR 22 and SGR 0 clear it)."""
    data: str
    fg: str = "default"
    bg: str = "default"
    bold: bool = False
    italics: bool = False
    underscore: bool = False
    strikethrough: bool = False
    reverse: bool = False
    blink: bool = False
    dim: bool = False


# The attributes a cell can have besides its colours.
ATTRIBUTES = ("bold", "dim", "italics", "underscore", "reverse", "strikethrough", "blink")


class Screen(pyte.Screen):
    def __init__(self, columns, lines):
        super().__init__(columns, lines)
        self.last_character = " "

    @property
    def default_char(self):
        return Cell(data=" ", fg="default", bg="default", reverse=pyte.modes.DECSCNM in self.mode)

    def reset(self):
        super().reset()
        self.cursor.attrs = self.default_char

    def select_graphic_rendition(self, *attrs, **kwargs):
        super().select_graphic_rendition(*attrs)
        dim = self.cursor.attrs.dim
        params = list(attrs) or [0]
        i = 0
        while i < len(params):
            attr = params[i]
            if attr in (38, 48):  # a colour: 5;n or 2;r;g;b follows
                i += 3 if i + 1 < len(params) and params[i + 1] == 5 else 5
                continue
            if attr in (0, 22):
                dim = False
            elif attr == 2:
                dim = True
            i += 1
        self.cursor.attrs = self.cursor.attrs._replace(dim=dim)

    def draw(self, data):
        super().draw(data)
        if data:
            self.last_character = data[-1]

    def repeat_last(self, count=1, **_):
        self.draw(self.last_character * max(1, count))

    def scroll_up(self, count=1, **_):
        saved = self.cursor.y, self.cursor.x
        top, bottom = self.margins or pyte.screens.Margins(0, self.lines - 1)
        self.cursor.y = bottom
        for _ in range(max(1, count)):
            self.index()
        self.cursor.y, self.cursor.x = saved

    def scroll_down(self, count=1, **_):
        saved = self.cursor.y, self.cursor.x
        top, bottom = self.margins or pyte.screens.Margins(0, self.lines - 1)
        self.cursor.y = top
        for _ in range(max(1, count)):
            self.reverse_index()
        self.cursor.y, self.cursor.x = saved


class Stream(pyte.ByteStream):
    csi = dict(pyte.ByteStream.csi, b="repeat_last", S="scroll_up", T="scroll_down")


def emulate(data, columns, lines):
    """The `Screen` after feeding `data` (bytes): `screen.buffer[y][x]` is a `Cell`."""
    screen = Screen(columns, lines)
    Stream(screen).feed(data)
    return screen


def text(screen):
    """A screen's text, trailing spaces removed."""
    return "\n".join(line.rstrip() for line in screen.display)


def render(data, columns, lines):
    """The screen text after feeding `data` (bytes), trailing spaces removed."""
    return text(emulate(data, columns, lines))

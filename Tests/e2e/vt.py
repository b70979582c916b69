"""An independent VT emulator (pyte) to check the bytes the app writes.

pyte 0.8 lacks three standard ECMA-48 controls that tmux and xterm implement and that ncurses
uses when terminfo offers them: REP (CSI Ps b, repeat the last character), SU (CSI Ps S,
scroll up) and SD (CSI Ps T, scroll down). They are added here, following ECMA-48.
"""

import pyte


class Screen(pyte.Screen):
    def __init__(self, columns, lines):
        super().__init__(columns, lines)
        self.last_character = " "

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


def render(data, columns, lines):
    """The screen text after feeding `data` (bytes), trailing spaces removed."""
    screen = Screen(columns, lines)
    Stream(screen).feed(data)
    return "\n".join(line.rstrip() for line in screen.display)

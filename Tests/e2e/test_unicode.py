"""Hostile Unicode names from an inventory file, in a real terminal and in pyte."""

import os
import shutil
import subprocess
import tempfile
import unicodedata
import unittest

import wcwidth

import harness
from harness import Tmux, wait_until
import vt


def nfc(text):
    return unicodedata.normalize("NFC", text)


class UnicodeInventoryTests(unittest.TestCase):
    """Fruit with hostile names (--inventory) in a real terminal: tmux shows what pyte makes of
    the raw bytes, every line is as wide as the app laid it out, the split view's rule and
    every card's border stay in their columns, and the terminal is restored."""

    category = "screen"
    SIZE = (100, 30)

    # Accepted by the loader: control characters, line separators and a lone surrogate become
    # U+FFFD; everything else is kept as written (docs/fruitstand-data.md).
    NAMES = {
        "apples": ["林檎 りんご 사과", r"Cafe\u0301 cre\u0300me Z\u0351\u0352", "❤️ VS16 ☺️", "👍🏽 skin tone",
                   r"bell\u0007 esc\u001b[31m red", "ＡＢＣ ±§ ½"],
        "oranges": ["برتقال عربي", "תפוז mixed עברית", r"lone \ud800 surrogate",
                    r"tab\tnew\nline\u2028sep\u0085nel", r"zero\u200bwidth\u00adsoft"],
    }

    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="fruitstand-unicode-")

    def tearDown(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    def inventory(self, names):
        """An inventory file; the names are JSON string contents (escapes and all)."""
        lines = ['{"version": 1,']
        for kind, thickness in [("apples", "coreThickness"), ("oranges", "peelThickness")]:
            fruit = [f'  {{"name": "{name}", "{thickness}": {i + 1}, "stock": {i}}}' for i, name in enumerate(names.get(kind, []))]
            lines.append(f' "{kind}": [\n' + ",\n".join(fruit) + "\n ]" + ("," if kind == "apples" else ""))
        lines.append("}")
        path = os.path.join(self.dir, "stand.json")
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        return path

    @staticmethod
    def column(line, index):
        return wcwidth.wcswidth(line[:index])

    def glyph_columns(self, line, glyph):
        return [self.column(line, i) for i, character in enumerate(line) if character == glyph]

    def check_in_tmux(self, names):
        path = self.inventory(names)
        count = sum(len(fruit) for fruit in names.values())
        width, height = self.SIZE
        tmux = Tmux(width, height)
        try:
            tmux.capture_output()
            tmux.start_app("--inventory", path)
            tmux.wait_for(f"☀ open · {count} fruit")
            tmux.wait_output_still()
            # pyte composes a letter and its combining marks (NFC, "e\u0301" is "é"); tmux keeps
            # them as sent: the same on screen.
            wait_until(lambda: nfc(vt.render(tmux.output(), width, height)) == nfc(tmux.screen()), timeout=3,
                       message="pyte, fed the raw bytes, to show tmux's screen")
            rows = tmux.screen().split("\n")
            self.assertEqual(len(rows), height)
            # No sequence reaches the terminal (no joiners, flags as letters), so a row's width
            # is the sum of its characters' widths; a row cut short shows in the borders below.
            for y, row in enumerate(rows):
                self.assertLessEqual(sum(max(0, wcwidth.wcwidth(c)) for c in row), width, f"the width of row {y}: {row!r}")
            self.assert_cards_line_up(rows, vt.emulate(tmux.output(), width, height), cards=min(count, 4))
            tmux.keys("q")
            self.assertEqual(tmux.wait_for_exit(), 0)
            tmux.wait_for("E2E-DONE")
            self.assertEqual(tmux.read("before"), tmux.read("after"), "stty -g changed")
            self.assertFalse(tmux.alternate_on(), "still in the alternate screen")
            return rows
        finally:
            tmux.close()

    CARD_HEIGHT = 4

    def assert_cards_line_up(self, rows, screen, cards):
        """The split view's rule is in the same column on every row, and every card wholly in
        view is a block of its fill colour CARD_HEIGHT rows high whose rows start and end in the
        same columns (the top row may end early: the badge sits on its corner): a name whose
        width the app got wrong shifts the rest of its row, which breaks its card's block."""
        rule = self.glyph_columns(rows[2], "│")[0]
        for y in range(1, len(rows) - 1):
            self.assertIn(rule, self.glyph_columns(rows[y], "│"), f"the split view's rule in row {y}: {rows[y]!r}")
        width, height = self.SIZE
        first, last = 2, height - 2  # below the pane header, above the key bar
        fills = {}  # (left, bg) -> [(row, right)]
        for y in range(first, last + 1):
            x = rule + 1
            while x < width:
                bg = screen.buffer[y][x].bg
                if bg in ("default", self.SECTION_BAND, self.BADGE):
                    x += 1
                    continue
                left = x
                while x < width and screen.buffer[y][x].bg == bg:
                    x += 1
                fills.setdefault((left, bg), []).append((y, x - 1))
        found = 0
        for (left, bg), spans in fills.items():
            blocks, block = [], [spans[0]]
            for span in spans[1:]:
                if span[0] == block[-1][0] + 1:
                    block.append(span)
                else:
                    blocks.append(block)
                    block = [span]
            blocks.append(block)
            for block in blocks:
                top, bottom = block[0][0], block[-1][0]
                if top == first or bottom == last:
                    continue  # cut off by the pane's edges
                self.assertEqual(len(block), self.CARD_HEIGHT, f"the card at row {top}, column {left}: {len(block)} rows: "
                                                               + repr([rows[y] for y, _ in block]))
                rights = {right for _, right in block[1:]}
                self.assertEqual(len(rights), 1, f"the card at row {top}, column {left} ends in columns {sorted(rights)}: "
                                                 + repr([rows[y] for y, _ in block]))
                found += 1
        self.assertGreaterEqual(found, cards, "cards found")

    SECTION_BAND = "303030"
    BADGE = "d70000"

    def test_hostile_names_in_tmux(self):
        rows = "\n".join(self.check_in_tmux(self.NAMES))
        for shown in ["林檎 りんご 사과", "bell� esc�[31m red", "lone � surrogate", "tab�new�line�sep�nel", "ＡＢＣ ±§ ½"]:
            self.assertIn(shown, rows)

    def test_zwj_sequences_in_tmux(self):
        """A grapheme holding U+200D ZERO WIDTH JOINER is drawn as its first character (and its
        combining marks): a joiner sent on its own would join the next cell's character in tmux
        and shorten the row, and curses cannot hold a whole emoji sequence in one cell anyway."""
        self.check_in_tmux({"apples": ["👨‍👩‍👧‍👦 family", "🍏 plain"], "oranges": [r"x\u200dy joiner", "Navel"]})

    def test_flags_in_tmux(self):
        """A flag (two regional indicators, 2 columns to the app) is drawn as its two region
        letters ("🇯🇵" → "JP"): terminals disagree on a lone regional indicator's width (glibc
        says 1, wcwidth and pyte 2), and letters are 1 column everywhere."""
        rows = "\n".join(self.check_in_tmux({"apples": ["🇯🇵🇫🇷 flags", "🍏 plain"], "oranges": ["Navel", "Blood"]}))
        self.assertIn("JPFR flags", rows)

    def assert_rejected(self, content, message):
        path = os.path.join(self.dir, "stand.json")
        with open(path, "wb") as f:
            f.write(content)
        result = subprocess.run([harness.BINARY, "--inventory", path], capture_output=True, text=True, timeout=30)
        self.assertEqual((result.returncode, result.stdout, result.stderr), (2, "", f"fruitstand-tui: {path}: {message}\n"))

    def test_raw_control_character_is_rejected(self):
        """Unescaped, an ESC inside a string is not JSON: one line, exit 2, before the screen."""
        self.assert_rejected(b'{"version": 1,\n "apples": [{"name": "raw\x1b[31m", "coreThickness": 1}]}\n',
                             "line 2: control character U+001B must be written as an escape in a string")

    def test_encoded_surrogate_is_rejected(self):
        """A surrogate encoded as UTF-8 bytes (ED A0 80) is invalid UTF-8, unlike the \\ud800 escape."""
        self.assert_rejected(b'{"version": 1,\n "apples": [{"name": "bad \xed\xa0\x80", "coreThickness": 1}]}\n',
                             "line 2: invalid UTF-8 (byte 0xED); save the file as UTF-8")

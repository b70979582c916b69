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
            self.assert_borders_line_up(rows, cards=min(count, 5))
            tmux.keys("q")
            self.assertEqual(tmux.wait_for_exit(), 0)
            tmux.wait_for("E2E-DONE")
            self.assertEqual(tmux.read("before"), tmux.read("after"), "stty -g changed")
            self.assertFalse(tmux.alternate_on(), "still in the alternate screen")
            return rows
        finally:
            tmux.close()

    def assert_borders_line_up(self, rows, cards):
        rule = self.glyph_columns(rows[2], "│")[0]
        for y in range(1, len(rows) - 1):
            self.assertIn(rule, self.glyph_columns(rows[y], "│"), f"the split view's rule in row {y}: {rows[y]!r}")
        expected, cards = cards, 0
        for top, row in enumerate(rows):
            for left in self.glyph_columns(row, "╭"):
                footer = len(rows) - 1
                bottom = next((y for y in range(top + 1, footer) if left not in self.glyph_columns(rows[y], "│")), footer)
                if bottom == footer:
                    continue  # cut off by the key bar
                self.assertIn(left, self.glyph_columns(rows[bottom], "╰"),
                              f"the card at row {top}, column {left}: no left border in row {bottom}: {rows[bottom]!r}")
                right = min(x for x in self.glyph_columns(rows[bottom], "╯") if x > left)
                for y in range(top + 1, bottom):
                    self.assertIn(right, self.glyph_columns(rows[y], "│"), f"the right border of the card at row {top}, "
                                                                           f"column {left}, in row {y}: {rows[y]!r}")
                cards += 1
        self.assertGreaterEqual(cards, expected, "cards found")

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

"""Accessible mode (--accessible) on the release binary in tmux: the terminal's cursor is shown
and on the focused element after every key, each change is announced once on the top rows
(wrapped onto the second when it is long, never cut), and an idle app writes nothing."""

import time
import unicodedata
import unittest

from harness import LOADED, Tmux, wait_until
from test_idle import bytes_written

# How long a sentence may take to appear after a key (sentences are at least 0.5 s apart).
SETTLE = 1.5


class AccessibleModeTests(unittest.TestCase):
    category = "accessible mode"

    def setUp(self):
        self.tmux = Tmux(100, 30)

    def tearDown(self):
        self.tmux.close()

    def cursor(self):
        """The terminal's cursor as tmux tracks it: (x, y, shown)."""
        x, y, flag = self.tmux.tmux("display", "-p", "-t", "e2e", "#{cursor_x} #{cursor_y} #{cursor_flag}").split()
        return int(x), int(y), flag == "1"

    def rows(self):
        """The screen's rows, unnormalized (positions matter here), 30 of them."""
        text = self.tmux.tmux("capture-pane", "-p", "-t", "e2e")
        rows = text.split("\n")
        return (rows + [""] * 30)[:30]

    def announcement(self):
        """The sentence on the two top rows, its wrapped second row joined to the first."""
        rows = self.rows()
        return " ".join(row.strip() for row in rows[:2] if row.strip())

    def announcements_after(self, *keys):
        """Presses `keys` and returns every sentence the top rows showed until it stayed the same
        for SETTLE seconds, polling it far faster than sentences may come."""
        seen = [self.announcement()]
        self.tmux.keys(*keys)
        quiet_since = time.monotonic()
        while time.monotonic() - quiet_since < SETTLE:
            row = self.announcement()
            if row != seen[-1]:
                seen.append(row)
                quiet_since = time.monotonic()
            time.sleep(0.02)  # polling the row: a sentence stays at least 0.1 s
        return [row for row in seen[1:] if row]

    @staticmethod
    def from_column(row, x):
        """The text of `row` from terminal column `x` (wide glyphs take two columns)."""
        column = 0
        for index, character in enumerate(row):
            if column >= x:
                return row[index:]
            if unicodedata.combining(character) or character in "\u200d\ufe0f":
                continue
            column += 2 if unicodedata.east_asian_width(character) in ("W", "F") else 1
        return ""

    def assert_cursor_on_focus(self, sentence):
        """The cursor is shown, at the start of the focused element's label: the first words of
        the focus sentence (`Fuji, 3 in stock, ..., 4 of 11`)."""
        label = sentence.split(". ")[-1].split(",")[0]
        x, y, shown = self.cursor()
        self.assertTrue(shown, f"cursor hidden after {sentence!r}")
        row = self.rows()[y]
        # The text may start with a glyph the label leaves out (a favourite's ★).
        self.assertIn(label, self.from_column(row, x)[:len(label) + 2], f"cursor at ({x}, {y}) on {row!r}, not on {label!r} ({sentence!r})")

    def start(self):
        pid = self.tmux.start_app("--accessible", "--no-restore")
        self.tmux.wait_for(LOADED)
        wait_until(lambda: "Stand loaded" in self.announcement(), message="the stand's announcement")
        time.sleep(SETTLE)  # the first sentences, then quiet
        return pid

    def test_the_cursor_follows_the_focus_and_each_move_is_said(self):
        self.start()
        # The sidebar, then the fruit: every key moves the focus and says where it is.
        for key in ("Down", "Down", "Up", "Tab", "Down", "Right", "Right", "Left", "End", "Home"):
            said = self.announcements_after(key)
            self.assertEqual(len(said), 1, f"{key}: {said}")
            self.assertRegex(said[0], r", \d+ of \d+", f"{key}: no position in {said[0]!r}")
            self.assert_cursor_on_focus(said[0])
        self.tmux.keys("q")
        self.assertEqual(self.tmux.wait_for_exit(), 0)

    def test_a_delete_and_a_shuffle_are_each_said_once(self):
        self.start()
        self.announcements_after("Tab")
        said = self.announcements_after("d")
        self.assertEqual(len(said), 1, said)
        self.assertTrue(said[0].startswith("Deleted "), said)
        self.assertRegex(said[0], r"\. .+, \d+ of \d+$", "the focus after the delete, with its place")
        self.assert_cursor_on_focus(said[0])
        self.tmux.wait_for("10 fruit")
        said = self.announcements_after("s")
        self.assertEqual(said, ["Shuffled 10 fruit"])
        x, y, shown = self.cursor()
        self.assertTrue(shown)
        # A second shuffle says the same words again (after a blank row).
        said = self.announcements_after("s")
        self.assertEqual(said, ["Shuffled 10 fruit"])
        said = self.announcements_after("a")
        self.assertEqual(len(said), 1, said)
        self.assertTrue(said[0].startswith("Added "), said)
        said = self.announcements_after("w")
        self.assertEqual(len(said), 1, said)
        self.assertIn("Rain", said[0])
        said = self.announcements_after("w")
        self.assertEqual(len(said), 1, said)
        self.assertIn("Sun", said[0])
        said = self.announcements_after("r")
        self.assertEqual(len(said), 1, said)
        self.assertIn("fetched again", said[0].lower())
        self.tmux.keys("/")
        self.tmux.wait_for("type to filter")
        self.tmux.type("fuji")
        wait_until(lambda: "“fuji”" in self.announcement(), message="the filter's result said")
        self.assertRegex(self.announcement(), r"^1 fruit matches “fuji”")
        x, y, shown = self.cursor()
        self.assertTrue(shown)
        self.assertIn("fuji", self.rows()[y], "the cursor on the filter field while typing")

    def test_idle_writes_nothing(self):
        pid = self.start()
        self.announcements_after("Tab")
        self.announcements_after("d")
        self.tmux.capture_output()
        # The status line clears itself 4 s after a message; then nothing may change.
        self.tmux.wait_output_still(settle=4.5, timeout=20)
        written = bytes_written(pid)
        time.sleep(2.0)  # measuring a span of idleness, not waiting for a condition
        self.assertEqual(bytes_written(pid) - written, 0, "bytes written while idle")
        x, y, shown = self.cursor()
        self.assertTrue(shown, "the cursor stays shown while idle")

    def test_the_help_says_how_to_turn_it_on(self):
        self.tmux.start_app("--help")
        self.tmux.wait_for_exit()
        self.assertIn("--accessible", self.tmux.history())
        self.assertIn("DIFFABLETUI_ACCESSIBLE=1", self.tmux.history().replace("\n", ""))
        self.tmux.start_app("--no-restore")
        self.tmux.wait_for(LOADED)
        self.tmux.keys("?")
        self.tmux.wait_for("Fruit Stand keys")
        self.tmux.keys("End")
        self.tmux.wait_for("--accessible")
        x, y, shown = self.cursor()
        self.assertFalse(shown, "without the mode the cursor stays hidden")

    def test_the_environment_variable_turns_it_on(self):
        self.tmux.start_app("--no-restore", env="DIFFABLETUI_ACCESSIBLE=1")
        self.tmux.wait_for(LOADED)
        wait_until(lambda: "Stand loaded" in self.announcement(), message="the stand's announcement")
        x, y, shown = self.cursor()
        self.assertTrue(shown)


if __name__ == "__main__":
    unittest.main()

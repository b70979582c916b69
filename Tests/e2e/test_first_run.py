"""What a new user meets first (issue 25, §2), in the release binary: a stand of its own each
launch, a terminal whose locale is not UTF-8, and a size out of range named as such."""

import re
import subprocess
import tempfile
import unittest

import harness
from harness import Tmux


def help_seed():
    """The seed the help sheet of a headless launch without --seed names."""
    with tempfile.NamedTemporaryFile("w", suffix=".tape", prefix="fruitstand-e2e-") as tape:
        tape.write("Wait Loaded\nKey ?\nWait Idle\nKey End\n")
        tape.flush()
        result = subprocess.run([harness.BINARY, "--headless", "--no-restore", "--size", "100x40", "--script", tape.name],
                                capture_output=True, text=True, check=True)
    match = re.search(r"seed (\d+)\s+fruitstand-tui --seed \1 shows it again", result.stdout)
    if not match:
        raise AssertionError("the help sheet names no seed:\n" + result.stdout)
    return int(match.group(1))


class FirstRunTests(unittest.TestCase):
    category = "screen"

    def test_each_launch_draws_its_own_seed_and_the_help_names_it(self):
        # A seed by date gave every launch of a day the same stand and weather: a third of
        # days a newcomer never saw the stand.
        seeds = {help_seed() for _ in range(3)}
        self.assertGreater(len(seeds), 1, f"three launches, one seed: {seeds}")

    def test_a_locale_that_is_not_utf8_gets_ascii(self):
        # LANG=C: the terminal cannot show what UTF-8 the app sends (tmux draws a wide glyph
        # as "__"); every cell is drawn in ASCII, borders and arrows included.
        term = Tmux(100, 30, env={"LANG": "C", "LC_ALL": "C"})
        try:
            term.start_app("--no-restore")
            term.wait_for("open . 11 fruit")
            term.keys("Tab")
            term.wait_for("card 1 of 11")
            screen = term.wait_still()
            self.assertTrue(screen.isascii(), "non-ASCII on screen:\n" + screen)
            self.assertIn("[] Fruit Stand", screen.splitlines()[0], "the icon keeps its place")
            # The chosen weather's check is not the expanded header's `v` (issue 35).
            self.assertRegex(screen, r"O\s+Sunny\s+open \+", "the sun and its check mark, in ASCII")
            self.assertRegex(screen, r"\+-{5,}", "the focused card's ring, in ASCII")
            term.keys("q")
            self.assertEqual(term.wait_for_exit(), 0)
        finally:
            term.close()


class SizeTests(unittest.TestCase):
    category = "errors"

    def test_a_size_out_of_range_names_the_range(self):
        for size in ["0x0", "80x0", "1001x24"]:
            result = subprocess.run([harness.BINARY, "--headless", "--size", size], capture_output=True, text=True)
            self.assertEqual(result.returncode, 2)
            self.assertEqual(result.stderr.strip(),
                             f"fruitstand-tui: The value '{size}' is invalid for '--size <WxH>': "
                             "each side must be from 1 to 1000, as in 80x24")

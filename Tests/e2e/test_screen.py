"""What the app shows in a real terminal: layout, resizes, a held key, the bytes it writes."""

import os
import random
import time
import unittest

from harness import LOADED, Tmux, headless_after, headless_screen, wait_until
import vt

TITLE = "Fruit Stand"


class ScreenTests(unittest.TestCase):
    category = "screen"

    def tearDown(self):
        self.tmux.close()

    def start(self, width=80, height=24, term="tmux-256color", env=""):
        self.tmux = Tmux(width, height, term=term)
        self.tmux.start_app(env=env)
        self.tmux.wait_for(LOADED)

    def quit(self):
        self.tmux.keys("q")
        self.assertEqual(self.tmux.wait_for_exit(), 0)

    def wait_for_screen(self, expected, message):
        wait_until(lambda: self.tmux.screen() == expected, message=message)

    def test_screen_matches_headless_rendering(self):
        self.start()
        self.wait_for_screen(headless_screen(80, 24), "the 80x24 screen of --headless")
        self.quit()

    def test_resize_relayouts(self):
        self.start()
        for width, height in [(100, 30), (160, 48), (40, 10)]:
            self.tmux.resize(width, height)
            self.wait_for_screen(headless_screen(width, height), f"the {width}x{height} layout")
        self.tmux.resize(20, 5)
        self.tmux.wait_for("terminal too small")
        self.tmux.wait_for("(needs 40x12)")
        self.tmux.resize(3, 1)
        wait_until(lambda: self.tmux.screen() == "te…", message="the 3x1 too-small screen")
        # At 1x1 curses cannot draw the only cell (it is the bottom-right corner); the app must
        # survive it and redraw once the terminal grows.
        self.tmux.resize(1, 1)
        self.assertTrue(self.tmux.alternate_on())
        self.tmux.resize(80, 24)
        self.wait_for_screen(headless_screen(80, 24), "the 80x24 layout again")
        self.quit()

    def test_resize_storm_during_an_animation(self):
        """50 resizes in 2 seconds (seeded sizes from 1x1 to 250x80) while the weather is
        toggled every fifth resize, so a 0.3 s fade runs throughout; 10 toggles leave the data
        as a fresh start has it (a lost toggle would leave the stand closed). At the final
        size the screen is a fresh start's, in tmux and in pyte fed the raw bytes; the
        terminal is restored on quit."""
        rng = random.Random(7)
        sizes = [(1, 1), (10, 5), (250, 80)] + [
            (rng.choice([rng.randint(1, 40), rng.randint(40, 250)]), rng.choice([rng.randint(1, 12), rng.randint(12, 80)]))
            for _ in range(47)]
        final = (rng.randint(40, 200), rng.randint(12, 60))
        self.tmux = Tmux(80, 24)
        self.tmux.capture_output()
        self.tmux.start_app()
        self.tmux.wait_for(LOADED)
        start = time.monotonic()
        for i, (width, height) in enumerate(sizes):
            if i % 5 == 0:
                self.tmux.keys("w")
            self.tmux.resize(width, height)
            time.sleep(max(0.0, start + (i + 1) * 2.0 / len(sizes) - time.monotonic()))  # pacing, not waiting
        self.assertLess(time.monotonic() - start, 2.5, "the storm took too long to send")
        self.tmux.resize(*final)
        expected = headless_screen(*final)
        self.wait_for_screen(expected, f"a fresh start's screen at {final[0]}x{final[1]}")
        wait_until(lambda: vt.render(self.tmux.output(), *final) == expected,
                   message="pyte, fed the bytes the app wrote, to show the same screen")
        self.assertTrue(self.tmux.alternate_on())
        self.tmux.keys("q")
        self.assertEqual(self.tmux.wait_for_exit(), 0)
        self.assertEqual(self.tmux.read("before"), self.tmux.read("after"), "stty -g changed")
        self.tmux.wait_for("E2E-DONE")
        self.assertFalse(self.tmux.alternate_on(), "still in the alternate screen")

    def assert_held_key_arrives(self, expected, message):
        """After 500 keys at once: the screen --headless shows after the same keys (so nothing
        was misread: no stray text, no filter, no action, the same fruit), still in the app."""
        self.wait_for_screen(expected, message)
        screen = self.tmux.screen()
        self.assertIn(LOADED, screen, "the data changed")
        self.assertNotIn("type to filter", screen)
        self.assertTrue(self.tmux.alternate_on(), "the app quit: an escape sequence was misread")

    def test_held_key_keeps_up(self):
        """500 arrows at once in the sidebar: the app ends on the last row and no sequence is
        misread; 500 back up give the first screen again."""
        self.start()
        self.tmux.keys("-N", "500", "Down")
        self.assert_held_key_arrives(headless_after(80, 24, "Down 500"), "the last sidebar row focused")
        self.tmux.wait_for("▐   ☔ Rain")
        self.tmux.keys("-N", "500", "Up")
        self.assert_held_key_arrives(headless_screen(80, 24), "the first item focused again")
        self.quit()

    def test_held_key_in_the_content_pane(self):
        """The same in the fruit grid (Tab first): 500 Down end on the last card, 500 Up on
        the first. The focus ring is only colour, so Enter then selects the focused card,
        which shows "✓ " before its name in the text."""
        self.start()
        self.tmux.keys("Tab")
        self.tmux.wait_for("↑↓←→ move")
        self.tmux.keys("-N", "500", "Down")
        self.assert_held_key_arrives(headless_after(80, 24, "Tab\nDown 500"), "the end of the grid")
        self.tmux.keys("Enter")
        self.assert_held_key_arrives(headless_after(80, 24, "Tab\nDown 500\nEnter"), "the last card selected")
        self.assertIn("✓ Tangelo", self.tmux.screen())
        self.tmux.keys("-N", "500", "Up")
        self.tmux.keys("Enter")
        self.assert_held_key_arrives(headless_after(80, 24, "Tab\nDown 500\nEnter\nUp 500\nEnter"),
                                     "the first card selected")
        self.assertIn("✓ Pink Lady", self.tmux.screen())
        self.quit()

    def test_ctrl_s_does_not_freeze_the_screen(self):
        self.start()
        self.tmux.keys("C-s", "Down")
        self.tmux.wait_for("▐ 📦 In Stock")
        self.quit()

    def test_bytes_replayed_in_independent_emulator(self):
        """The bytes the app writes, fed to pyte, give the screen tmux shows."""
        self.check_bytes("tmux-256color")

    def test_bytes_replayed_in_independent_emulator_as_xterm(self):
        """The same with xterm-256color, whose terminfo makes ncurses use REP and SGR mouse."""
        self.check_bytes("xterm-256color")

    def check_bytes(self, term):
        self.tmux = Tmux(80, 24, term=term)
        capture = os.path.join(self.tmux.dir, "bytes")
        self.tmux.tmux("pipe-pane", "-O", "-t", "e2e", f"cat >> {capture}")
        self.tmux.start_app()
        self.tmux.wait_for(LOADED)

        def emulated():
            with open(capture, "rb") as f:
                return vt.render(f.read(), 80, 24)

        def agree():
            return emulated() == self.tmux.screen()

        wait_until(agree, message="pyte and tmux to agree on the first screen")
        for keys, marker in [(["Down"] * 3, "▐ Apples"), (["End"], "▐   ☔ Rain"), (["Home"], "▐ 🧺 All Fruit"),
                             (["Tab", "+"], " 13"), (["w"], "Bad Weather Today!")]:
            self.tmux.keys(*keys)
            self.tmux.wait_for(marker)
            wait_until(agree, message=f"pyte and tmux to agree after {keys}")
        self.tmux.resize(60, 16)
        self.tmux.wait_for("≡ All Fruit")

        def agree_at_60x16():
            with open(capture, "rb") as f:
                return vt.render(f.read(), 60, 16) == self.tmux.screen()
        wait_until(agree_at_60x16, message="pyte and tmux to agree on the compact 60x16 layout")
        self.quit()

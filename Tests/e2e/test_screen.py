"""What the app shows in a real terminal: layout, resizes, a held key, the bytes it writes."""

import os
import unittest

from harness import LOADED, Tmux, headless_screen, normalize, wait_until
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

    def test_held_key_keeps_up(self):
        """500 arrows at once: the app ends on the right item and no sequence is misread."""
        self.start()
        self.tmux.keys("-N", "500", "Down")
        self.tmux.wait_for("▐   ☔ Rain")
        self.tmux.keys("-N", "500", "Up")
        self.wait_for_screen(headless_screen(80, 24), "the first item selected again")
        self.assertTrue(self.tmux.alternate_on(), "the app quit: an escape sequence was misread")
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


class ColourConfigurationTests(unittest.TestCase):
    """Every colour depth renders the same text (colours aside)."""

    category = "terminal configurations"

    def check(self, term, env=""):
        tmux = Tmux(80, 24, term=term)
        try:
            tmux.start_app(env=env)
            wait_until(lambda: tmux.screen() == headless_screen(80, 24), message=f"the screen with TERM={term} {env}")
            tmux.keys("Down")
            tmux.wait_for("▐ 📦 In Stock")
            tmux.keys("q")
            self.assertEqual(tmux.wait_for_exit(), 0)
            self.assertEqual(tmux.read("before"), tmux.read("after"))
        finally:
            tmux.close()

    def test_xterm_8_colours(self):
        self.check("xterm")

    def test_xterm_256_colours(self):
        self.check("xterm-256color")

    def test_no_color(self):
        self.check("tmux-256color", env="NO_COLOR=1")

    def test_c_locale_still_draws_unicode(self):
        self.check("tmux-256color", env="LANG=C LC_ALL=C")


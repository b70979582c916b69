"""The terminal's modern input and output, negotiated with fallbacks: synchronized output and the
kitty keyboard protocol only where the terminal answers for them (played by a fake terminal on a
pty, since the tmux here offers neither), bracketed paste and focus reports through tmux."""

import re
import signal
import unittest

import fake_terminal
import harness
from fake_terminal import FakeTerminal
from harness import Tmux

SYNC_ON, SYNC_OFF = b"\x1b[?2026h", b"\x1b[?2026l"
KITTY_PUSH, KITTY_POP = b"\x1b[>1u", b"\x1b[<u"


class NegotiationTest(unittest.TestCase):
    """What the release binaries send, and how they read keys, on terminals that answer the
    start-up queries differently."""
    category = "terminal"

    def start(self, answers, *arguments):
        terminal = FakeTerminal([harness.PROBE, *arguments], answers)
        self.addCleanup(terminal.close)
        terminal.wait_for("row 1")
        return terminal

    def check_modern(self, *arguments):
        terminal = self.start(fake_terminal.KITTY, *arguments)
        started = terminal.written()
        self.assertIn(KITTY_PUSH, started, "the kitty keyboard protocol was not asked for")
        # Esc, Ctrl-I, Tab and Alt-b: what legacy bytes cannot tell apart.
        terminal.send(b"\x1b[27u\x1b[105;5u\t\x1b[98;3u")
        terminal.wait_for("probe EscCtrl-ITabAlt-b")
        terminal.send(b"\x1b[200~q uit\r\nnow\x1b[201~")
        terminal.wait_for("paste:q uit⏎now")
        self.assertIsNone(terminal.process.poll(), "a pasted q pressed the quit key")
        # Ctrl-C comes as a key under the protocol: the app signals itself, as the terminal would.
        terminal.send(b"\x1b[99;5u")
        self.assertEqual(terminal.wait_for_exit(), -signal.SIGINT)
        written = terminal.written()
        # Every frame after start-up is one synchronized update, with nothing written between
        # them, up to the leave sequence, which starts by ending a frame a signal cut short (CAN).
        frames = written[len(started):written.rindex(b"\x18")]
        self.assertGreaterEqual(frames.count(SYNC_ON), 2, "frames were not bracketed as synchronized updates")
        self.assertEqual(re.sub(rb"\x1b\[\?2026h.*?\x1b\[\?2026l", b"", frames, flags=re.S), b"",
                         "bytes were written outside a synchronized update")
        tail = written[written.rindex(b"\x18"):]
        self.assertTrue(tail.startswith(b"\x18" + SYNC_OFF), "the leave sequence did not end the update first")
        self.assertIn(KITTY_POP, tail, "the keyboard protocol was not popped on the way out")
        self.assertIn(b"\x1b[?2004l", tail, "bracketed paste was left on")

    def test_a_modern_terminal_inline(self):
        self.check_modern("--fixed", "4")

    def test_a_modern_terminal_full_screen(self):
        self.check_modern("--full-screen", "--rows", "4")

    def check_legacy(self, answers, *arguments):
        terminal = self.start(answers, *arguments)
        terminal.send(b"\x1bb")
        terminal.wait_for("probe Alt-b")
        terminal.send(b"q")
        self.assertEqual(terminal.wait_for_exit(), 1)
        written = terminal.written()
        self.assertNotIn(SYNC_ON, written, "synchronized output sent to a terminal that did not report it")
        self.assertNotIn(KITTY_PUSH, written, "the keyboard protocol pushed on a terminal that did not answer")
        self.assertIn(b"\x1b[?2004h", written)

    def test_a_terminal_that_answers_only_device_attributes(self):
        self.check_legacy(fake_terminal.DEVICE_ATTRIBUTES_ONLY, "--fixed", "4")
        self.check_legacy(fake_terminal.DEVICE_ATTRIBUTES_ONLY, "--full-screen", "--rows", "4")

    def test_a_terminal_that_answers_nothing(self):
        self.check_legacy(fake_terminal.SILENT, "--fixed", "4")


class PasteAndFocusTest(unittest.TestCase):
    """Bracketed paste and focus reports through tmux, on the release binary."""
    category = "terminal"

    def test_a_paste_is_one_event_inline_and_full_screen(self):
        for arguments in (["--fixed", "4"], ["--full-screen", "--rows", "4"]):
            tmux = Tmux(80, 24)
            self.addCleanup(tmux.close)
            tmux.start_app_command([harness.PROBE, *arguments])
            tmux.wait_for("row 1")
            tmux.tmux("set-buffer", "-b", "clip", "quit\nnow")
            tmux.tmux("paste-buffer", "-p", "-b", "clip", "-t", "e2e")
            tmux.wait_for("paste:quit⏎now")
            tmux.keys("q")
            self.assertEqual(tmux.wait_for_exit(), 1)

    def test_the_terminal_losing_focus_reaches_the_window(self):
        """tmux reports the focus of a detached session's panes as lost (it has no focused
        client), which is what this checks through tmux; the fake terminal below checks both ways."""
        tmux = Tmux(80, 24, settings="set -g focus-events on")
        self.addCleanup(tmux.close)
        tmux.start_app_command([harness.PROBE, "--fixed", "4"])
        tmux.wait_for("row 1")
        tmux.tmux("split-window", "-t", "e2e", "-d", "cat")
        tmux.tmux("select-pane", "-t", "e2e.1")
        harness.wait_until(lambda: "(unfocused)" in tmux.tmux("capture-pane", "-p", "-t", "e2e.0"),
                           message="the probe to show it lost the focus")
        tmux.tmux("select-pane", "-t", "e2e.0")
        tmux.keys("q")
        self.assertEqual(tmux.wait_for_exit(), 1)

    def test_focus_out_and_in(self):
        terminal = FakeTerminal([harness.PROBE, "--fixed", "4"], fake_terminal.DEVICE_ATTRIBUTES_ONLY)
        self.addCleanup(terminal.close)
        terminal.wait_for("row 1")
        self.assertIn(b"\x1b[?1004h", terminal.written())
        terminal.send(b"\x1b[O")
        terminal.wait_for("(unfocused)")
        terminal.send(b"\x1b[I")
        harness.wait_until(lambda: "(unfocused)" not in terminal.screen(), message="the focus to come back")
        terminal.send(b"q")
        self.assertEqual(terminal.wait_for_exit(), 1)
        self.assertIn(b"\x1b[?1004l", terminal.written()[-200:], "focus reports were left on")


if __name__ == "__main__":
    unittest.main()

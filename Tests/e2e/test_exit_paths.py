"""Every way the app can end leaves the terminal as it was: same `stty -g`, main screen."""

import os
import shutil
import signal
import subprocess
import threading
import time
import unittest

import harness
from harness import Tmux, proc_stat, wait_until

TITLE = "Fruit Stand"
BINARY_ARGS = " ".join(harness.DEFAULT_ARGS)


def process_is_gone(pid):
    """True once `pid` has exited (a zombie counts: nobody may be left to reap it)."""
    try:
        return proc_stat(pid)[0] in ("Z", "X")
    except FileNotFoundError:
        return True


def kill_if_running(pid):
    """Leaves no app behind when a test fails while it still runs."""
    if not process_is_gone(pid):
        os.kill(pid, signal.SIGKILL)


class SignalStorm:
    """Sends `signal` to `pid` from three threads, as fast as they can, while in a `with`."""

    def __init__(self, pid, signal_number):
        self.pid = pid
        self.signal_number = signal_number
        self.done = threading.Event()
        self.senders = [threading.Thread(target=self.send) for _ in range(3)]

    def send(self):
        while not self.done.is_set():
            try:
                os.kill(self.pid, self.signal_number)
            except ProcessLookupError:
                return

    def __enter__(self):
        for sender in self.senders:
            sender.start()
        time.sleep(0.05)
        return self

    def __exit__(self, *exc):
        self.done.set()
        for sender in self.senders:
            sender.join()
        return False


class GuardStateTests(unittest.TestCase):
    category = "exit paths"

    def test_the_guard_state_exists_once_in_the_binary(self):
        """The signal handlers and the code that arms them share one state.

        A header holding `static` state gave every object file its own copy; the release build
        inlined across modules and armed one copy (5 in all) while the handlers restored from
        another, so no signal restored the terminal.
        """
        nm = shutil.which("nm") or shutil.which("llvm-nm")
        self.assertIsNotNone(nm, "nm is needed to read the binary's symbols")
        symbols = subprocess.run([nm, harness.BINARY], capture_output=True, text=True, check=True).stdout
        copies = [line for line in symbols.splitlines() if line.endswith(" tui_guard")]
        self.assertEqual(len(copies), 1, f"tui_guard symbols: {copies}")


class ExitPathTests(unittest.TestCase):
    category = "exit paths"

    def setUp(self):
        self.tmux = Tmux()

    def tearDown(self):
        self.tmux.close()

    def start(self, *args):
        pid = self.tmux.start_app(*args)
        self.tmux.wait_for(TITLE)
        wait_until(self.tmux.alternate_on, message="the alternate screen")
        return pid

    def assert_restored(self, status):
        self.assertEqual(self.tmux.wait_for_exit(), status)
        self.assertEqual(self.tmux.read("before"), self.tmux.read("after"), "stty -g changed")
        self.tmux.wait_for("E2E-DONE")
        self.assertFalse(self.tmux.alternate_on(), "still in the alternate screen")

    def test_q_quits(self):
        self.start()
        self.tmux.keys("q")
        self.assert_restored(0)

    def test_escape_quits(self):
        self.start()
        self.tmux.keys("Escape")
        self.assert_restored(0)

    def test_ctrl_c(self):
        self.start()
        self.tmux.keys("C-c")
        self.assert_restored(128 + signal.SIGINT)

    def test_sigterm(self):
        pid = self.start()
        os.kill(pid, signal.SIGTERM)
        self.assert_restored(128 + signal.SIGTERM)

    def test_sighup(self):
        pid = self.start()
        os.kill(pid, signal.SIGHUP)
        self.assert_restored(128 + signal.SIGHUP)

    def assert_nothing_drawn_on_the_shell_screen(self):
        screen = self.tmux.screen()
        self.assertNotIn("Fruit Stand", screen)
        self.assertNotIn("▶", screen)

    def test_ctrl_c_mid_animation(self):
        self.start("--debug-animate", "60")
        self.tmux.wait_for("▶")
        self.tmux.keys("C-c")
        self.assert_restored(128 + signal.SIGINT)
        self.assert_nothing_drawn_on_the_shell_screen()

    def test_sigterm_mid_animation(self):
        pid = self.start("--debug-animate", "60")
        self.tmux.wait_for("▶")
        os.kill(pid, signal.SIGTERM)
        self.assert_restored(128 + signal.SIGTERM)
        self.assert_nothing_drawn_on_the_shell_screen()

    def start_with_sighup_ignored(self, tmux):
        """Starts the app as nohup would (SIGHUP ignored); returns its pid once it has drawn."""
        pid_file = os.path.join(tmux.dir, "pid")
        tmux.run_line(f"sh -c 'trap \"\" HUP; echo $$ > {pid_file}; exec {harness.BINARY} {BINARY_ARGS}'")
        pid = int(wait_until(lambda: tmux.read("pid"), message="the app's pid"))
        self.addCleanup(kill_if_running, pid)
        tmux.wait_for(TITLE)
        return pid

    def test_hang_up_with_sighup_ignored_exits(self):
        """Under nohup-like conditions the app notices the terminal is gone and exits."""
        pid = self.start_with_sighup_ignored(self.tmux)
        self.tmux.tmux("kill-server", check=False)
        wait_until(lambda: process_is_gone(pid), message="the app to exit after the hang-up")

    def test_hang_up_while_signals_wake_the_app(self):
        """A hang-up whose last read wake-up also finds a signal's wake-up still exits.

        The kernel sends SIGCONT with a hang-up, and libdispatch reports a hung-up descriptor
        once and then forgets it, so that one report can find a signal's wake-up beside it.
        A SIGCONT storm makes that likely (about one hang-up in four caught the old bug), so
        the test hangs up eight times.
        """
        for trial in range(8):
            with self.subTest(trial=trial):
                tmux = self.tmux if trial == 0 else Tmux()
                if trial:
                    self.addCleanup(tmux.close)
                pid = self.start_with_sighup_ignored(tmux)
                with SignalStorm(pid, signal.SIGCONT):
                    tmux.tmux("kill-server", check=False)
                    wait_until(lambda: process_is_gone(pid), message="the app to exit after the hang-up")

    def test_trap(self):
        """A Swift trap (fatalError) restores the terminal, then prints the fatal error."""
        self.start("--debug-crash")
        self.tmux.keys("x")
        # The Swift runtime's backtracer may offer an interactive prompt on a terminal.
        def finished():
            if self.tmux.read("after") is not None:
                return True
            if "Press space to interact" in self.tmux.screen():
                self.tmux.keys("q")
            return False
        wait_until(finished, timeout=60, message="the crashed app to exit")
        status = self.tmux.wait_for_exit()
        self.assertIn(status, (128 + signal.SIGILL, 128 + signal.SIGTRAP))
        self.assertEqual(self.tmux.read("before"), self.tmux.read("after"), "stty -g changed")
        self.assertFalse(self.tmux.alternate_on(), "still in the alternate screen")
        self.assertIn("Fatal error: --debug-crash", self.tmux.history())

    def test_output_waits_until_the_terminal_is_restored(self):
        """stdout and printAfterExit messages never reach the app's screen; they follow it."""
        self.start("--debug-print")
        wait_until(lambda: self.tmux.screen() == harness.headless_screen(80, 24), message="an unspoiled screen")
        self.tmux.keys("q")
        self.assert_restored(0)
        screen = self.tmux.screen()
        self.assertIn("--debug-print: written to stdout while the app owned the screen", screen)
        self.assertIn("--debug-print: kept for after exit", screen)

    def test_ctrl_z_then_fg_redraws(self):
        tmux = self.tmux
        before = os.path.join(tmux.dir, "before")
        suspended = os.path.join(tmux.dir, "suspended")
        after = os.path.join(tmux.dir, "after")
        tmux.run_line(f"clear; stty -g > {before}; {harness.BINARY} {BINARY_ARGS}; stty -g > {after}")
        tmux.wait_for(harness.LOADED)
        tmux.keys("Down", "Down")
        tmux.wait_for("▐ ⭐ Favorites")
        screen = tmux.wait_still()
        tmux.keys("C-z")
        tmux.wait_for("Stopped")
        self.assertFalse(tmux.alternate_on(), "suspended in the alternate screen")
        tmux.run_line(f"stty -g > {suspended}")
        wait_until(lambda: tmux.read("suspended"), message="stty while suspended")
        self.assertEqual(tmux.read("before"), tmux.read("suspended"), "stty -g changed while suspended")
        tmux.run_line("clear; fg")
        wait_until(lambda: tmux.screen() == screen, message="the redrawn screen")
        self.assertTrue(tmux.alternate_on())
        tmux.keys("q")
        wait_until(lambda: tmux.read("after"), message="the app to exit")
        self.assertEqual(tmux.read("before"), tmux.read("after"), "stty -g changed")
        self.assertFalse(tmux.alternate_on())

    def test_ctrl_z_mid_animation_never_draws_on_the_shell(self):
        """Suspend and resume five times while frames are being drawn at 60 fps."""
        tmux = self.tmux
        tmux.run_line(f"clear; {harness.BINARY} {BINARY_ARGS} --debug-animate 60")
        tmux.wait_for("▶")
        for _ in range(5):
            tmux.keys("C-z")
            tmux.wait_for("Stopped")
            self.assertFalse(tmux.alternate_on())
            self.assertNotIn("▶", tmux.screen())
            tmux.run_line("clear; fg")
            wait_until(lambda: tmux.alternate_on() and "▶" in tmux.screen() and TITLE in tmux.screen(),
                       message="the app back on screen")
        tmux.keys("q")
        wait_until(lambda: not tmux.alternate_on(), message="the app to quit")
        self.assertNotIn("▶", tmux.screen())


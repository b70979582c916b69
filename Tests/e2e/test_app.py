"""The app in a real terminal: an interactive session with every kind of key, state saved and
restored across launches, and the demo played through."""

import json
import os
import shutil
import signal
import stat
import time
import unittest

import harness
from harness import LOADED, Tmux, headless_after, headless_screen, wait_until


class InteractiveSessionTests(unittest.TestCase):
    category = "interactive sessions"

    def setUp(self):
        self.tmux = Tmux(100, 30)

    def tearDown(self):
        self.tmux.close()

    def test_keys_in_a_real_terminal(self):
        tmux = self.tmux
        tmux.start_app()
        tmux.wait_for(LOADED)
        tmux.keys("Down", "Down", "Down", "Left")
        tmux.wait_for("▸")
        tmux.keys("Right", "Down", "Enter")
        def content():
            return "\n".join(line.split("│", 1)[1] for line in tmux.screen().split("\n") if "│" in line)
        wait_until(lambda: "Oranges" not in content() and "Apples" in content(), message="only apples")
        tmux.keys("Home", "Enter", "Tab", "a")
        tmux.wait_for("12 fruit")
        tmux.keys("s", "+", "d")
        tmux.wait_for("11 fruit")
        tmux.keys("w")
        tmux.wait_for("Bad Weather Today!")
        tmux.wait_for("The fruit stand is closed due to")
        tmux.keys("w", "/")
        tmux.wait_for("type to filter")
        tmux.type("fuji")
        wait_until(lambda: "1 of 11" in tmux.screen(), message="the filter to match one fruit")
        # Esc and the next key must arrive apart, or they read as Alt plus the key.
        tmux.keys("Escape")
        wait_until(lambda: "/ fuji" not in tmux.screen(), message="the filter to clear")
        tmux.keys("?")
        tmux.wait_for("Fruit Stand keys")
        tmux.keys("Escape")
        wait_until(lambda: "Fruit Stand keys" not in tmux.screen(), message="the help to close")
        tmux.keys("r")
        tmux.wait_for("Fetching the fruit stand…")
        tmux.wait_for(LOADED)
        tmux.keys("q")
        self.assertEqual(tmux.wait_for_exit(), 0)
        self.assertEqual(tmux.read("before"), tmux.read("after"), "stty -g changed")
        self.assertFalse(tmux.alternate_on())

    def test_the_reuse_inspector_counts_what_dequeuing_does(self):
        # Issue 35 §3: `i` names every reuse queue and counts, live, what each key did to it.
        # 120 columns show every count (a narrower window drops "in place" first).
        self.tmux.close()
        self.tmux = tmux = Tmux(120, 40)
        tmux.start_app()
        tmux.wait_for(LOADED)
        tmux.keys("Tab", "i")
        tmux.wait_for("Reuse queues · i closes")

        def cards():
            row = next(line for line in tmux.screen().split("\n") if line.startswith(" FruitCardCell "))
            titles = next(line for line in tmux.screen().split("\n") if line.startswith(" Reuse queue "))
            names = titles.split("Registered for", 1)[1].replace("in place", "in_place").split()
            return dict(zip(names, (int(n) for n in row.split()[-len(names):])))

        for queue, registered in [("FruitCardCell", "Apple · Orange · EmptyData"), ("SectionHeaderView", "elementKindSectionHeader"),
                                  ("BadgeView", "BadgeView"), ("SidebarCell", "SidebarItem headers · rows")]:
            self.assertRegex(tmux.screen(), rf"(?m)^ {queue} +{registered} ")
        before = cards()
        self.assertEqual(before["made"], before["shown"] + before["prefetched"] + before["queued"], before)
        tmux.keys("+")
        wait_until(lambda: cards()["in_place"] == before["in_place"] + 1, message="+ to configure the card in place")
        tmux.keys("R")
        wait_until(lambda: cards()["dequeued"] == before["dequeued"] + 1, message="R to dequeue the card a cell")
        tmux.keys("i")
        wait_until(lambda: "Reuse queues" not in tmux.screen(), message="i to hide the inspector")
        tmux.keys("q")
        self.assertEqual(tmux.wait_for_exit(), 0)

    def test_state_is_restored_on_the_next_launch(self):
        tmux = self.tmux
        tmux.start_app()
        tmux.wait_for(LOADED)
        tmux.keys("Down", "Down", "Down", "Left", "Down", "Down", "Down", "Down", "Down", "Enter", "Tab", "Right")
        wait_until(lambda: os.path.exists(tmux.state_file()) and "content" in open(tmux.state_file()).read(),
                   message="the state to be saved while the app runs")
        tmux.keys("q")
        self.assertEqual(tmux.wait_for_exit(), 0)
        with open(tmux.state_file()) as f:
            state = json.load(f)
        self.assertEqual(state["expandedHeaders"]["Apples"], False)
        self.assertEqual(state["focusedPane"], "content")
        self.assertTrue(state["selectedSidebarItem"].startswith("variety/orange/"))

        tmux.start_app()
        tmux.wait_for(LOADED)
        wait_until(lambda: "↑↓←→ move" in tmux.screen(), message="the fruit pane focused again")
        self.assertIn("Apples", tmux.screen())
        self.assertNotIn("All Apples", tmux.screen(), "Apples stays collapsed")
        tmux.keys("q")
        self.assertEqual(tmux.wait_for_exit(), 0)

    def test_no_restore_ignores_the_state(self):
        tmux = self.tmux
        os.makedirs(os.path.dirname(tmux.state_file()))
        with open(tmux.state_file(), "w") as f:
            f.write('{"version": 1, "focusedPane": "content", "expandedHeaders": {"Apples": false}}\n')
        tmux.start_app("--no-restore")
        tmux.wait_for(LOADED)
        wait_until(lambda: tmux.screen() == headless_screen(100, 30), message="a fresh start")
        tmux.keys("Tab", "q")
        self.assertEqual(tmux.wait_for_exit(), 0)
        with open(tmux.state_file()) as f:
            self.assertIn('"Apples": false', f.read().replace(" : ", ": "), "--no-restore does not write either")

    def test_a_corrupt_state_file_warns_after_exit(self):
        tmux = self.tmux
        os.makedirs(os.path.dirname(tmux.state_file()))
        with open(tmux.state_file(), "w") as f:
            f.write("{ not json")
        tmux.start_app()
        tmux.wait_for(LOADED)
        tmux.keys("q")
        self.assertEqual(tmux.wait_for_exit(), 0)
        tmux.wait_for("E2E-DONE")
        self.assertIn("fruitstand-tui: warning: ignoring the state file", tmux.screen())


class DemoTests(unittest.TestCase):
    category = "interactive sessions"

    def test_demo_plays_in_the_terminal_and_exits_0(self):
        tmux = Tmux(80, 24)
        try:
            tmux.start_app("--demo")
            tmux.wait_for("▶ Loading: a Task fetches the stand")
            tmux.wait_for("apply(sectionSnapshot, to: Apples)", timeout=30)
            tmux.wait_for("reconfigure", timeout=30)
            tmux.wait_for("Reuse queues · i closes", timeout=30)  # the reuse inspector (seed 004)
            tmux.wait_for("Bad Weather Today!", timeout=40)
            tmux.wait_for("60x20", timeout=40)  # the compact width, framed in the larger terminal
            self.assertEqual(tmux.wait_for_exit(timeout=60), 0)
            self.assertEqual(tmux.read("before"), tmux.read("after"), "stty -g changed")
            self.assertFalse(tmux.alternate_on())
            self.assertFalse(os.path.exists(tmux.state_file()), "a demo leaves no state behind")
        finally:
            tmux.close()


# Without CAP_DAC_OVERRIDE root is held to a directory's mode like anyone else; as root, the
# app runs under setpriv with it (and its relatives) dropped, so that chmod 555 means read-only.
NO_OVERRIDE = ("setpriv", "--bounding-set=-dac_override,-dac_read_search,-fowner")


class StateFileTests(unittest.TestCase):
    """The state file end to end: saved before a kill or a hang-up ends the app, restored at
    the next launch; a newer file or an unusable directory costs a warning, never the run; a
    kill -9 around a save never leaves a partial file."""

    category = "state"

    # Collapse Apples in the sidebar, then give the fruit the keyboard.
    KEYS = ("Down", "Down", "Down", "Left", "Tab")
    SCRIPT = "Down\nDown\nDown\nLeft\nTab"

    def setUp(self):
        self.tmux = Tmux(80, 24)

    def tearDown(self):
        for root, _, _ in os.walk(self.tmux.dir):
            os.chmod(root, 0o755)
        self.tmux.close()

    def privileges(self):
        """The prefix that makes a read-only directory read-only for the app."""
        if os.geteuid() != 0:
            return ()
        if shutil.which("setpriv") is None:
            self.skipTest("running as root without setpriv, so chmod 555 cannot stop the app writing")
        return NO_OVERRIDE

    def state(self):
        try:
            with open(self.tmux.state_file()) as f:
                return json.load(f)
        except FileNotFoundError:
            return None

    def saved(self, state):
        return state is not None and state.get("focusedPane") == "content" and state["expandedHeaders"].get("Apples") is False

    def quit_and_warnings(self):
        """Quits with q; the lines the app printed after it restored the terminal."""
        self.tmux.keys("q")
        self.assertEqual(self.tmux.wait_for_exit(), 0)
        self.tmux.wait_for("E2E-DONE")
        self.assertEqual(self.tmux.read("before"), self.tmux.read("after"), "stty -g changed")
        self.assertFalse(self.tmux.alternate_on())
        return [line for line in self.tmux.history().split("\n") if line.startswith("fruitstand-tui:")]

    def assert_restored(self):
        """A new launch shows the saved state: the same screen as after the keys."""
        self.tmux.start_app()
        self.tmux.wait_for(LOADED)
        wait_until(lambda: self.tmux.screen() == headless_after(80, 24, self.SCRIPT),
                   message="the screen the state was saved from")

    def check_saved_before_signal(self, signal_number):
        pid = self.tmux.start_app()
        self.tmux.wait_for(LOADED)
        self.tmux.keys(*self.KEYS)
        wait_until(lambda: self.saved(self.state()), message="the state saved while the app runs")
        os.kill(pid, signal_number)
        self.assertEqual(self.tmux.wait_for_exit(), 128 + signal_number)
        self.assertEqual(self.tmux.read("before"), self.tmux.read("after"), "stty -g changed")
        self.assert_restored()
        self.assertEqual(self.quit_and_warnings(), [])

    def test_state_survives_sigterm(self):
        self.check_saved_before_signal(signal.SIGTERM)

    def test_state_survives_sighup(self):
        self.check_saved_before_signal(signal.SIGHUP)

    def test_newer_state_file_is_ignored_with_a_warning(self):
        """A fresh start; the keys change the state, yet the newer app's file is never written:
        byte for byte the same after the run, no temporary file beside it, one warning."""
        directory = os.path.dirname(self.tmux.state_file())
        os.makedirs(directory)
        newer = b'{"version": 2, "focusedPane": "content", "expandedHeaders": {"Apples": false}}\n'
        with open(self.tmux.state_file(), "wb") as f:
            f.write(newer)
        self.tmux.start_app()
        self.tmux.wait_for(LOADED)
        wait_until(lambda: self.tmux.screen() == headless_screen(80, 24), message="a fresh start")
        self.tmux.keys(*self.KEYS)
        wait_until(lambda: self.tmux.screen() == headless_after(80, 24, self.SCRIPT), message="the keys to work")
        time.sleep(0.5)  # a save is due 0.1 s after a change
        self.assertEqual(self.quit_and_warnings(), [
            f"fruitstand-tui: warning: ignoring the state file {self.tmux.state_file()}: it was written by a newer "
            "fruitstand-tui (state version 2; this one reads 1); it was left unchanged and this run's state was not saved"])
        with open(self.tmux.state_file(), "rb") as f:
            self.assertEqual(f.read(), newer, "the newer state file was written over")
        self.assertEqual(os.listdir(directory), ["state.json"])

    def test_read_only_state_directory(self):
        """chmod 555: the saved state is still restored; changes cannot be saved, which the
        app says once, after exit."""
        prefix = self.privileges()
        self.tmux.start_app()
        self.tmux.wait_for(LOADED)
        self.tmux.keys(*self.KEYS)
        wait_until(lambda: self.saved(self.state()), message="the state saved")
        self.assertEqual(self.quit_and_warnings(), [])
        with open(self.tmux.state_file(), "rb") as f:
            saved = f.read()
        os.chmod(os.path.dirname(self.tmux.state_file()), 0o555)

        self.tmux.tmux("clear-history", "-t", "e2e")
        self.tmux.start_app(prefix=prefix)
        self.tmux.wait_for(LOADED)
        wait_until(lambda: self.tmux.screen() == headless_after(80, 24, self.SCRIPT), message="the state restored")
        self.tmux.keys("Tab", "Down")
        self.tmux.wait_for("Tab fruit")
        self.assertEqual(self.quit_and_warnings(), [
            f"fruitstand-tui: warning: could not save the state to {self.tmux.state_file()}: Permission denied"])
        with open(self.tmux.state_file(), "rb") as f:
            self.assertEqual(f.read(), saved)

    def test_missing_state_directory_is_created(self):
        """No directory yet: it is made (0700), the file (0600) saved, no warning."""
        self.assertFalse(os.path.exists(os.path.dirname(self.tmux.state_file())))
        self.tmux.start_app()
        self.tmux.wait_for(LOADED)
        self.tmux.keys(*self.KEYS)
        wait_until(lambda: self.saved(self.state()), message="the state saved")
        self.assertEqual(self.quit_and_warnings(), [])
        self.assertEqual(stat.S_IMODE(os.stat(os.path.dirname(self.tmux.state_file())).st_mode), 0o700)
        self.assertEqual(stat.S_IMODE(os.stat(self.tmux.state_file()).st_mode), 0o600)
        self.assert_restored()
        self.assertEqual(self.quit_and_warnings(), [])

    def test_state_directory_that_cannot_be_created(self):
        """The directory is missing and its parent is read-only: the app runs, and says after
        exit that it could not save."""
        prefix = self.privileges()
        parent = os.path.dirname(os.path.dirname(self.tmux.state_file()))
        os.makedirs(parent)
        os.chmod(parent, 0o555)
        self.tmux.start_app(prefix=prefix)
        self.tmux.wait_for(LOADED)
        self.tmux.keys(*self.KEYS)
        wait_until(lambda: self.tmux.screen() == headless_after(80, 24, self.SCRIPT), message="the keys to work")
        self.assertEqual(self.quit_and_warnings(), [
            f"fruitstand-tui: warning: could not save the state to {self.tmux.state_file()}: cannot create the "
            f"directory {os.path.dirname(self.tmux.state_file())}: Permission denied"])
        self.assertFalse(os.path.exists(os.path.dirname(self.tmux.state_file())))

    def test_kill_9_during_a_save_never_leaves_a_partial_file(self):
        """The state is saved once the app rests after a change, through a temporary file
        renamed over state.json. kill -9 right after a save, then three times mid-write
        (--debug-slow-save holds each save half-written for 2 s): state.json is always whole,
        the old file until a rename; the next save removes the temporary files of killed
        writers."""
        directory = os.path.dirname(self.tmux.state_file())

        def read():
            with open(self.tmux.state_file(), "rb") as f:
                return f.read()

        def temporary_files():
            try:
                return [name for name in os.listdir(directory) if name.endswith(".tmp")]
            except FileNotFoundError:
                return []

        pid = self.tmux.start_app()
        self.tmux.wait_for(LOADED)
        self.tmux.keys("Tab")
        wait_until(lambda: (self.state() or {}).get("focusedPane") == "content", message="the state saved")
        os.kill(pid, signal.SIGKILL)
        self.assertEqual(self.tmux.wait_for_exit(), 128 + signal.SIGKILL)
        saved = read()
        self.assertEqual(json.loads(saved)["focusedPane"], "content")
        for _ in range(3):
            pid = self.tmux.start_app("--debug-slow-save")
            self.tmux.wait_for(LOADED)
            self.tmux.wait_for("↑↓←→ move")  # restored: the fruit has the keyboard
            self.tmux.keys("Tab")
            wait_until(temporary_files, message="a save to start")
            os.kill(pid, signal.SIGKILL)
            self.assertEqual(self.tmux.wait_for_exit(), 128 + signal.SIGKILL)
            self.assertEqual(read(), saved, "state.json changed by a save killed before its rename")
            json.loads(read())
        self.assertTrue(temporary_files(), "no save was killed mid-write")

        self.tmux.start_app()
        self.tmux.wait_for(LOADED)
        self.tmux.wait_for("↑↓←→ move")
        self.tmux.keys("Tab")
        wait_until(lambda: self.state()["focusedPane"] == "sidebar" and not temporary_files(),
                   message="a save that removes the killed writers' temporary files")
        self.assertEqual(self.quit_and_warnings(), [])

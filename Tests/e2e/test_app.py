"""The app in a real terminal: an interactive session with every kind of key, state saved and
restored across launches, and the demo played through."""

import json
import os
import unittest

import harness
from harness import LOADED, Tmux, headless_screen, wait_until


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
        wait_until(lambda: "of 11" not in tmux.screen(), message="the filter to clear")
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
            tmux.wait_for("Bad Weather Today!", timeout=40)
            tmux.wait_for("60x20", timeout=40)  # the compact width, framed in the larger terminal
            self.assertEqual(tmux.wait_for_exit(timeout=60), 0)
            self.assertEqual(tmux.read("before"), tmux.read("after"), "stty -g changed")
            self.assertFalse(tmux.alternate_on())
            self.assertFalse(os.path.exists(tmux.state_file()), "a demo leaves no state behind")
        finally:
            tmux.close()

"""Full-screen tools in pipes: standard input or output that is not the terminal (a pipe, a
capture, /dev/null) no longer keeps a full-screen app from starting; it draws on the controlling
terminal, as less and fzf do, and every way out restores that terminal."""

import os
import subprocess
import unittest

import harness
from harness import Tmux

# What tmux says of a pane whose program left every mode as it found it.
RESTORED = {"alternate_on": "0", "mouse_any_flag": "0", "cursor_flag": "1"}


def make_repository(directory):
    """A git repository with three commits whose subjects a test can look for."""
    env = dict(os.environ, GIT_AUTHOR_NAME="Ada", GIT_AUTHOR_EMAIL="ada@example.com",
               GIT_COMMITTER_NAME="Ada", GIT_COMMITTER_EMAIL="ada@example.com")
    subprocess.run(["git", "init", "-q", directory], check=True, env=env)
    for number, subject in enumerate(["Plant the orchard", "Water the saplings", "Pick the first apples"]):
        env["GIT_AUTHOR_DATE"] = env["GIT_COMMITTER_DATE"] = f"2026-11-2{number} 10:0{number}:00 +0000"
        subprocess.run(["git", "-C", directory, "commit", "-q", "--allow-empty", "-m", subject,
                        "-m", f"Body of commit {number}."], check=True, env=env)


class PipesTest(unittest.TestCase):
    category = "terminal"

    def setUp(self):
        self.tmux = Tmux(100, 30)
        self.addCleanup(self.tmux.close)

    def check_restored(self):
        modes = self.tmux.modes()
        for name, value in RESTORED.items():
            self.assertEqual(modes[name], value, f"{name} after exit")
        self.assertEqual(self.tmux.read("before"), self.tmux.read("after"), "stty -g changed")

    def test_git_log_piped_into_commits(self):
        repository = os.path.join(self.tmux.dir, "orchard")
        make_repository(repository)
        commits = harness.example("commits")
        self.tmux.run_line(f"clear; git -C {repository} log | {self.tmux.wrapper} {self.tmux.dir} {commits}")
        self.tmux.wait_for("Pick the first apples")
        screen = self.tmux.screen()
        self.assertIn("Plant the orchard", screen)
        self.assertIn("3 commits", screen)
        self.assertTrue(self.tmux.alternate_on(), "the app draws on the terminal's alternate screen")
        self.tmux.keys("q")
        self.assertEqual(self.tmux.wait_for_exit(), 0)
        self.check_restored()

    def test_a_captured_full_screen_tool_hands_its_output_to_the_capture(self):
        table = harness.example("table")
        before, after = os.path.join(self.tmux.dir, "before"), os.path.join(self.tmux.dir, "after")
        self.tmux.run_line(f"clear; stty -g > {before}; x=$({table}); echo \"got [$x] status=$?\"; stty -g > {after}")
        self.tmux.wait_for("Blood oranges")
        self.assertTrue(self.tmux.alternate_on(), "the table draws on the terminal, not into the capture")
        self.tmux.keys("Down", "Enter")
        self.tmux.wait_for("got [")
        harness.wait_until(lambda: self.tmux.read("after"), message="the shell to go on")
        self.assertIn("got [Blood oranges] status=0", self.tmux.screen(),
                      "the capture holds the chosen row's name and nothing else")
        self.check_restored()

    def test_the_showcase_with_no_terminal_on_standard_input(self):
        self.tmux.run_line(f"clear; {self.tmux.wrapper} {self.tmux.dir} {harness.BINARY} "
                           f"{' '.join(harness.DEFAULT_ARGS)} < /dev/null")
        self.tmux.wait_for(harness.LOADED)
        self.tmux.keys("q")
        self.assertEqual(self.tmux.wait_for_exit(), 0)
        self.check_restored()

    def test_a_signal_restores_the_terminal_of_a_tool_in_a_pipe(self):
        commits = harness.example("commits")
        self.tmux.run_line(f"clear; seq 3 | {self.tmux.wrapper} {self.tmux.dir} {commits} --generate 50")
        self.tmux.wait_for("generated history")
        pid = int(harness.wait_until(lambda: self.tmux.read("pid"), message="the pid"))
        os.kill(pid, 15)
        self.assertEqual(self.tmux.wait_for_exit(), 128 + 15)
        self.check_restored()


if __name__ == "__main__":
    unittest.main()

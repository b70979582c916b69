"""Every frame reaches the terminal whole: what the terminal reads, write by write, and what tmux
shows while things move, are frames the library composed (issue: whole on the wire).

Each test runs a release binary in tmux under strace (the bytes of every write(2) to the
terminal, and where one write ends) with DIFFABLETUI_FRAME_LOG (the text of every frame the
library composed), drives it while capturing the pane at least 300 times, and then
- replays the recorded writes into pyte one at a time: after every write, the screen must be a
  composed frame, and never one older than a frame already shown;
- checks every capture taken while the app ran against the composed frames.
A frame written in pieces shows up as a screen the library never drew.
"""

import os
import sys
import time
import unittest

import harness
import wire

CAPTURES = 300


class WholeFramesTest(unittest.TestCase):
    category = "terminal"

    def run_recorded(self, command, width, height, drive, env=None):
        """Runs `command` in a width x height pane under strace with a frame log; `drive(tmux,
        capture)` presses keys and calls `capture()` while things move. Returns the writes, the
        composed frames and the captures (each a tuple of lines)."""
        tmux = harness.Tmux(width, height, env=env)
        self.addCleanup(tmux.close)
        trace = os.path.join(tmux.dir, "writes.strace")
        log = os.path.join(tmux.dir, "frames.log")
        captures = []

        def capture():
            captures.append(tuple(line.rstrip() for line in
                                  tmux.tmux("capture-pane", "-p", "-t", "e2e").split("\n")[:height]))

        command = [f"DIFFABLETUI_FRAME_LOG={log}", *wire.strace_command(trace, command)]
        tmux.run_line("clear; exec env " + " ".join(command))
        harness.wait_until(lambda: os.path.exists(log) and os.path.getsize(log) > 0, message="the first frame")
        drive(tmux, capture)
        frames = wire.composed_frames(log)
        tmux.keys("q")
        # The pane's shell exec'd the app: the pane (and the server) go when it exits.
        harness.wait_until(lambda: not self.running(tmux), timeout=15, message="the app to exit")
        time.sleep(0.2)
        return wire.terminal_writes(trace), wire.composed_frames(log), captures

    @staticmethod
    def running(tmux):
        return tmux.tmux("list-panes", "-t", "e2e", "-F", "#{pane_dead}", check=False).strip() == "0"

    def check(self, writes, frames, captures, width, height, moving_frames=10):
        self.assertGreater(len(frames), moving_frames, "too few frames composed: nothing moved")
        result = wire.replay(writes, frames, width, height)
        self.assertGreater(result.boundaries, moving_frames, f"too few writes replayed ({result.writes} in all)")
        known = set(frames)
        torn = [c for c in captures if not wire.capture_matches(c, known)]
        self.assertGreaterEqual(len(captures), CAPTURES, "too few captures while the app ran")
        print(f"\n  {len(frames)} frames composed, {result.writes} writes, {result.boundaries} boundaries replayed "
              f"({len(result.torn)} torn), {len(captures)} captures ({len(torn)} torn)", file=sys.stderr)
        if result.torn or torn:
            example = wire.describe(result.torn, frames, limit=1) if result.torn else "\n".join(torn[0])
            self.fail(f"{len(result.torn)} of {result.boundaries} write boundaries and {len(torn)} of {len(captures)} "
                      f"captures show a screen the library never composed; the first:\n{example}")

    def capture_for(self, capture, seconds, count):
        """Captures `count` times spread over about `seconds`."""
        end = time.monotonic() + seconds
        for _ in range(count):
            capture()
            time.sleep(max(0.0, min(0.02, end - time.monotonic())))

    def test_a_shuffle_at_200x60_reaches_the_terminal_whole(self):
        def drive(tmux, capture):
            tmux.wait_for(harness.LOADED)
            tmux.keys("Right")
            for _ in range(4):
                tmux.keys("s")
                self.capture_for(capture, 1.0, 80)
        writes, frames, captures = self.run_recorded(
            [harness.BINARY, *harness.DEFAULT_ARGS], 200, 60, drive)
        self.check(writes, frames, captures, 200, 60)

    def test_a_commits_re_sort_reaches_the_terminal_whole(self):
        def drive(tmux, capture):
            tmux.wait_for("generated history")
            for key in ("2", "3", "1", "4"):
                tmux.keys(key)
                self.capture_for(capture, 0.8, 80)
        writes, frames, captures = self.run_recorded(
            [harness.example("commits"), "--generate", "300"], 120, 40, drive)
        self.check(writes, frames, captures, 120, 40)

    def test_a_live_log_at_its_top_and_its_end_reaches_the_terminal_whole(self):
        def drive(tmux, capture):
            tmux.wait_for("following")
            self.capture_for(capture, 2.0, 160)   # following the end
            tmux.keys("Home")
            self.capture_for(capture, 2.0, 160)   # at the top while entries arrive
        writes, frames, captures = self.run_recorded(
            [harness.example("logtail"), "--rate", "400", "--prefill", "2000"], 100, 30, drive)
        self.check(writes, frames, captures, 100, 30)


if __name__ == "__main__":
    unittest.main()

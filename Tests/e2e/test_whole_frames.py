"""Every frame reaches the terminal whole: what the terminal reads, write by write, and what tmux
shows while things move, are frames the library composed (issue: whole on the wire).

Each test runs a release binary in tmux under strace (the bytes of every write(2) to the
terminal, and where one write ends) with DIFFABLETUI_FRAME_LOG (the text of every frame the
library composed), drives it while capturing the pane at least 300 times, and then
- replays the recorded writes into pyte one at a time: after every write, the screen must be a
  composed frame, and never one older than a frame already shown;
- checks every capture taken while the app ran against the composed frames.
A frame written in pieces shows up as a screen the library never drew.

The tmux here (3.3a) ignores synchronized output and reads a pane 4 KB at a time, so it can be
captured part-way through one write of a frame larger than that. Such a capture is told apart
(it is the screen part-way through one recorded write) and counted, not failed: no writer can
prevent it, and a terminal with synchronized output never shows it. Any other capture that is
not a composed frame fails.
"""

import sys
import time
import unittest

import harness
import wire

CAPTURES = 300


class WholeFramesTest(unittest.TestCase):
    category = "terminal"

    def run_recorded(self, command, width, height, drive, trace_writes=True):
        tmux = harness.Tmux(width, height)
        self.addCleanup(tmux.close)
        writes, frames, captures, _ = wire.record(tmux, command, height, drive, trace_writes)
        return writes, frames, captures

    def check(self, writes, frames, captures, width, height, moving_frames=10):
        self.assertGreater(len(frames), moving_frames, "too few frames composed: nothing moved")
        result = wire.replay(writes, frames, width, height)
        self.assertGreater(result.boundaries, moving_frames, f"too few writes replayed ({result.writes} in all)")
        torn, mid_read = wire.torn_captures(captures, frames, writes, width, height)
        self.assertGreaterEqual(len(captures), CAPTURES, "too few captures while the app ran")
        print(f"\n  {len(frames)} frames composed, {result.writes} writes, {result.boundaries} boundaries replayed "
              f"({len(result.torn)} torn), {len(captures)} captures ({len(torn)} torn, {mid_read} caught part-way "
              f"through one write by tmux's 4 KB reads)", file=sys.stderr)
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


    def test_no_torn_capture_at_80x24_and_200x60(self):
        """fruitstand-tui, commits, logtail and top while they move, at both sizes: every tmux
        capture is a frame the library composed."""
        def keys(*sequence, seconds=0.5):
            def drive(tmux, capture):
                time.sleep(0.5)
                for key in sequence:
                    tmux.keys(key)
                    self.capture_for(capture, seconds, 25)
            return drive
        apps = [
            ("fruitstand-tui", [harness.BINARY, *harness.DEFAULT_ARGS], keys("Right", "s", "s", "d")),
            ("commits", [harness.example("commits"), "--generate", "300"], keys("2", "3", "1", "End")),
            ("logtail", [harness.example("logtail"), "--rate", "400"], keys("Up", "f", "Home", "f")),
            ("top", [harness.example("top")], keys("1", "3", "2", "Down")),
        ]
        for width, height in ((80, 24), (200, 60)):
            for name, command, drive in apps:
                with self.subTest(app=name, size=f"{width}x{height}"):
                    writes, frames, captures = self.run_recorded(command, width, height, drive)
                    torn, mid_read = wire.torn_captures(captures, frames, writes, width, height)
                    self.assertEqual(len(captures), 100)
                    print(f"\n  {name} at {width}x{height}: {len(frames)} frames, 100 captures ({len(torn)} torn, "
                          f"{mid_read} part-way through one write)", file=sys.stderr)
                    if torn:
                        self.fail(f"{name} at {width}x{height}: {len(torn)} of 100 captures torn; the first:\n"
                                  + "\n".join(torn[0]))


if __name__ == "__main__":
    unittest.main()

"""An idle app uses no CPU, wakes up no thread and writes nothing."""

import glob
import re
import time
import unittest

import wcwidth

from harness import LOADED, Tmux, proc_stat, wait_until

IDLE_SECONDS = 2.0


def cpu_ticks(pid):
    fields = proc_stat(pid)
    return int(fields[11]) + int(fields[12])  # utime + stime, all threads


def context_switches(pid):
    """Voluntary + involuntary switches per thread."""
    switches = {}
    for status in glob.glob(f"/proc/{pid}/task/*/status"):
        try:
            with open(status) as f:
                values = dict(line.split(":", 1) for line in f if "ctxt_switches" in line)
        except FileNotFoundError:
            continue
        switches[status] = sum(int(v) for v in values.values())
    return switches


def read_file(path):
    try:
        with open(path) as f:
            return f.read()
    except FileNotFoundError:
        return None


def bytes_written(pid):
    with open(f"/proc/{pid}/io") as f:
        return int(next(line for line in f if line.startswith("wchar:")).split()[1])


class IdleTests(unittest.TestCase):
    category = "idle"

    def assert_idle(self, pid):
        time.sleep(0.5)  # let start-up work drain before measuring
        ticks, switches, written = cpu_ticks(pid), context_switches(pid), bytes_written(pid)
        time.sleep(IDLE_SECONDS)  # measuring a span of idleness, not waiting for a condition
        ticks_after, switches_after, written_after = cpu_ticks(pid), context_switches(pid), bytes_written(pid)
        wakeups = sum(switches_after[t] - switches[t] for t in switches if t in switches_after)
        self.assertLessEqual(ticks_after - ticks, 1, "CPU time used while idle")
        # Zero: libdispatch's worker-pool monitor would wake a thread once a second, but the
        # app's tasks run on the main queue (MainQueueExecutor), so the pool never starts.
        self.assertEqual(wakeups, 0, f"threads woke up {wakeups} times while idle")
        self.assertEqual(written_after - written, 0, "bytes written while idle")

    def test_idle_app_sleeps(self):
        tmux = Tmux()
        try:
            pid = tmux.start_app()
            tmux.wait_for(LOADED)
            tmux.wait_still()
            self.assert_idle(pid)
            # A state save runs on a thread of its own; once it is written the app sleeps again.
            tmux.keys("Tab")
            wait_until(lambda: '"content"' in (read_file(tmux.state_file()) or ""), message="the state saved")
            self.assert_idle(pid)
            tmux.keys("q")
            self.assertEqual(tmux.wait_for_exit(), 0)
        finally:
            tmux.close()

    def test_frame_timer_stops_when_the_animation_ends(self):
        """--debug-animate slides a marker for a second: frames while it moves, none after."""
        tmux = Tmux()
        try:
            pid = tmux.start_app("--debug-animate", "1", "--debug-stats")

            def arrived():
                screen = tmux.screen()
                rows = screen.split("\n")  # right after `clear` the screen may have one line
                return LOADED in screen and len(rows) > 1 and rows[1].endswith("▶") and wcwidth.wcswidth(rows[1]) == 80
            wait_until(arrived, message="the marker to arrive in the last column")
            self.assert_idle(pid)
            tmux.keys("q")
            self.assertEqual(tmux.wait_for_exit(), 0)
            stats = wait_until(lambda: re.search(r"stats: (\d+) frames", tmux.screen()), message="the stats line")
            self.assertGreater(int(stats.group(1)), 2, "the frame timer never ran")
        finally:
            tmux.close()

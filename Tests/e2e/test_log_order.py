"""Entries in their turn, in a real terminal: the `logtail` example followed at its end in an
80x24 pane at 50, 400 and 1,000 entries a second; every capture of the pane shows consecutive
entries from the top of the list down, never a later entry right below earlier ones with the
entries between missing (issue 38: 155 of 158 captures at 400 a second showed a jump)."""

import re
import time
import unittest

import harness
from harness import Tmux, wait_until

# A row: `▸ 09:00:01.250 INFO  api     GET /v1/users/99669 200 24ms` (no `▸` without details).
ROW = re.compile(r"(\d\d):(\d\d):(\d\d)\.(\d\d\d) (?:DEBUG|INFO |WARN |ERROR)")
# The generator's entry 0 is logged at 09:00, entry n at n * 1000 / rate milliseconds on.
LOG_START = 9 * 3_600_000
CAPTURES = 120


def entry_ids(screen, rate):
    """The entry numbers of the rows on screen, top to bottom. Entry n is logged at
    floor(n * 1000 / rate) ms, one millisecond or more apart up to 1,000 a second, so the
    timestamp gives the number back: the least n logged at or after it."""
    ids = []
    for line in screen.split("\n"):
        match = ROW.search(line)
        if match:
            hours, minutes, seconds, millis = map(int, match.groups())
            time_ms = ((hours * 60 + minutes) * 60 + seconds) * 1000 + millis - LOG_START
            ids.append(-(-time_ms * rate // 1000))
    return ids


def first_break(ids):
    """What breaks the run of consecutive entries first: "gap" (a later entry below earlier ones,
    entries between missing), "repeat" (the list goes back: a frame caught part-way through
    being written, its old rows below the new ones), or None."""
    for upper, lower in zip(ids, ids[1:]):
        if lower != upper + 1:
            return "gap" if lower > upper else "repeat"
    return None


class LogOrderTests(unittest.TestCase):
    category = "log order"

    def follow(self, rate):
        """Follows the log's end at `rate` and captures the pane CAPTURES times while it
        streams; fails on any capture whose entries are not consecutive."""
        tmux = Tmux(80, 24)
        try:
            tmux.start_app_command([harness.example("logtail"), "--rate", str(rate), "--prefill", "2000"])
            wait_until(lambda: "following" in tmux.screen() and len(entry_ids(tmux.screen(), rate)) >= 20,
                       message="the log followed at its end")
            out_of_turn, first_ids = [], []
            for _ in range(CAPTURES):
                screen = tmux.screen()
                ids = entry_ids(screen, rate)
                # The list's last lines may be blank while the next rows open below the last.
                self.assertTrue(ids, f"no rows on screen:\n{screen}")
                first_ids.append(ids[0])
                if first_break(ids):
                    out_of_turn.append((first_break(ids), f"{ids}\n{screen}"))
                time.sleep(0.02)  # spreads the captures over the stream's ticks
            self.assertGreater(first_ids[-1], first_ids[0] + rate, "the captures did not follow the stream")
            if out_of_turn:
                kinds = ", ".join(f"{sum(kind == k for kind, _ in out_of_turn)} {k}" for k in ("gap", "repeat"))
                self.fail(f"{len(out_of_turn)} of {CAPTURES} captures at {rate} a second show entries out of turn "
                          f"({kinds}); the first:\n{out_of_turn[0][1]}")
            tmux.keys("q")
            self.assertEqual(tmux.wait_for_exit(), 0)
        finally:
            tmux.close()

    def test_50_entries_a_second_show_in_their_turn(self):
        self.follow(50)

    def test_400_entries_a_second_show_in_their_turn(self):
        self.follow(400)

    def test_1000_entries_a_second_show_in_their_turn(self):
        self.follow(1000)


"""Entries in their turn, in a real terminal: the `logtail` example followed at its end in an
80x24 pane at 50, 400 and 1,000 entries a second; every capture of the pane shows consecutive
entries from the top of the list down, never a later entry right below earlier ones with the
entries between missing (issue 38: 155 of 158 captures at 400 a second showed a jump).

A capture whose entries break the run is failed, unless it is the screen part-way through one
recorded write (strace), which tmux 3.3 shows when it reads a frame over 4 KB in two pieces
(see test_whole_frames): those are counted, and the frames the library composed
(DIFFABLETUI_FRAME_LOG) are checked instead, every one of them in turn."""

import re
import sys
import time
import unittest

import harness
import wire
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
        streams; fails on any capture whose entries are not consecutive that is not a screen
        part-way through one write, and on any composed frame whose entries are not."""
        tmux = Tmux(80, 24)
        self.addCleanup(tmux.close)

        def drive(tmux, capture):
            wait_until(lambda: "following" in tmux.screen() and len(entry_ids(tmux.screen(), rate)) >= 20,
                       message="the log followed at its end")
            shown = []
            for _ in range(CAPTURES):
                screen = "\n".join(capture())
                ids = entry_ids(screen, rate)
                # The list's last lines may be blank while the next rows open below the last.
                self.assertTrue(ids, f"no rows on screen:\n{screen}")
                shown.append((ids, screen))
                time.sleep(0.02)  # spreads the captures over the stream's ticks
            return shown

        writes, frames, captures, shown = wire.record(
            tmux, [harness.example("logtail"), "--rate", str(rate), "--prefill", "2000"], 24, drive)
        self.assertGreater(shown[-1][0][0], shown[0][0][0] + rate, "the captures did not follow the stream")
        partials = wire.partial_screens(writes, 80, 24)
        out_of_turn, mid_write = [], 0
        for ids, screen in shown:
            if not first_break(ids):
                continue
            if tuple(line.rstrip() for line in screen.split("\n")) in partials:
                mid_write += 1
            else:
                out_of_turn.append((first_break(ids), f"{ids}\n{screen}"))
        composed_out_of_turn = [frame for frame in frames if first_break(entry_ids("\n".join(frame), rate))]
        print(f"\n  {rate} a second: {CAPTURES} captures ({len(out_of_turn)} out of turn, {mid_write} part-way "
              f"through one write), {len(frames)} frames composed ({len(composed_out_of_turn)} out of turn)",
              file=sys.stderr)
        if out_of_turn:
            kinds = ", ".join(f"{sum(kind == k for kind, _ in out_of_turn)} {k}" for k in ("gap", "repeat"))
            self.fail(f"{len(out_of_turn)} of {CAPTURES} captures at {rate} a second show entries out of turn "
                      f"({kinds}); the first:\n{out_of_turn[0][1]}")
        self.assertEqual(composed_out_of_turn, [], f"a composed frame shows entries out of turn at {rate} a second")

    def test_50_entries_a_second_show_in_their_turn(self):
        self.follow(50)

    def test_400_entries_a_second_show_in_their_turn(self):
        self.follow(400)

    def test_1000_entries_a_second_show_in_their_turn(self):
        self.follow(1000)


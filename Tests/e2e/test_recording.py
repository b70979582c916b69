"""--record in a terminal and the live byte counts: both come from the bytes the terminal
received, not from what the app's own encoder would have written."""

import json
import os
import re
import unittest

from harness import LOADED, Tmux, wait_until
import vt


def cast_output(path):
    """The header and the concatenated output of an asciicast v2 file."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    header = json.loads(lines[0])
    events = [json.loads(line) for line in lines[1:]]
    times = [event[0] for event in events]
    assert times == sorted(times), "event times go backwards"
    return header, "".join(event[2] for event in events if event[1] == "o").encode("utf-8")


class RecordingTests(unittest.TestCase):
    category = "recording"

    def setUp(self):
        self.tmux = Tmux(80, 24)

    def tearDown(self):
        self.tmux.close()

    def test_recording_is_what_the_terminal_received(self):
        """A short session recorded live: its output is one unbroken run of the bytes tmux
        received, and replayed in pyte it gives the screen tmux showed before quitting."""
        cast = os.path.join(self.tmux.dir, "session.cast")
        self.tmux.capture_output()
        self.tmux.start_app("--record", cast)
        self.tmux.wait_for(LOADED)
        for keys, marker in [(["Down"] * 3, "▐ Apples"), (["Tab", "+"], " 13"), (["w"], "Bad Weather Today!")]:
            self.tmux.keys(*keys)
            self.tmux.wait_for(marker)
        seen = self.tmux.wait_still()
        self.tmux.keys("q")
        self.assertEqual(self.tmux.wait_for_exit(), 0)

        header, recorded = cast_output(cast)
        self.assertEqual((header["width"], header["height"]), (80, 24))
        self.assertGreater(len(recorded), 1000)
        self.assertTrue(recorded in self.tmux.output(), "the recording is not the bytes the terminal received")
        self.assertEqual(vt.render(recorded, 80, 24), seen, "the replayed recording differs from the screen shown")

    def test_live_statistics_count_the_bytes_written(self):
        """--debug-stats after a live session: the bytes are counted, and they are no more
        than the terminal received (the shell's own output comes on top)."""
        self.tmux.capture_output()
        self.tmux.start_app("--debug-stats")
        self.tmux.wait_for(LOADED)
        self.tmux.keys("Down", "Down")
        self.tmux.wait_for("▐ ⭐ Favorites")
        self.tmux.wait_still()
        self.tmux.keys("q")
        self.assertEqual(self.tmux.wait_for_exit(), 0)
        stats = wait_until(lambda: re.search(r"stats: (\d+) frames, (\d+) cells, (\d+) bytes", self.tmux.screen()),
                           message="the stats line")
        frames, written = int(stats.group(1)), int(stats.group(3))
        self.assertGreater(frames, 0)
        self.assertGreater(written, 1000, "the live backend counted no bytes")
        self.assertLessEqual(written, len(self.tmux.output()))


if __name__ == "__main__":
    unittest.main()

"""Large inventory files in a real terminal: read while the app shows how far it has got, keys
answering meanwhile; a broken one ends the app with its one line and exit status 2; one over
the size limit is refused before the screen starts."""

import os
import shutil
import subprocess
import tempfile
import unittest

import harness
from harness import Tmux, wait_until

# Over the 2 MiB the command line reads up front, so the app reads it, with progress shown.
APPLES = 200_000


def write_inventory(path, apples=APPLES, broken=False):
    with open(path, "w") as f:
        f.write('{"version": 1, "apples": [\n')
        f.write(",\n".join(f'{{"name": "Apple {i}", "variety": "Gala", "coreThickness": {i % 9}}}' for i in range(apples)))
        f.write('\n, {"name": "Apple 0", "coreThickness": 1}]}\n' if broken else "\n]}\n")


class LargeInventoryTests(unittest.TestCase):
    category = "large inputs"

    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="fruitstand-large-")
        self.path = os.path.join(self.dir, "stand.json")
        self.tmux = Tmux(100, 30)

    def tearDown(self):
        self.tmux.close()
        shutil.rmtree(self.dir, ignore_errors=True)

    def test_a_large_file_is_read_with_its_progress_on_screen(self):
        write_inventory(self.path)
        self.assertGreater(os.path.getsize(self.path), 2 << 20)
        self.tmux.start_app("--inventory", self.path)
        self.tmux.wait_for("Reading stand.json…")
        self.tmux.wait_for(f"☀ open · {APPLES:,} fruit")
        self.tmux.keys("q")
        self.assertEqual(self.tmux.wait_for_exit(), 0)

    def test_q_quits_at_once_while_a_file_is_read(self):
        write_inventory(self.path)
        self.tmux.start_app("--inventory", self.path)
        self.tmux.wait_for("Reading stand.json…")
        self.tmux.keys("q")
        self.assertEqual(self.tmux.wait_for_exit(timeout=2), 0)
        self.assertEqual(self.tmux.read("before"), self.tmux.read("after"), "stty -g changed")

    def test_a_broken_large_file_ends_the_app_with_one_line_and_status_2(self):
        write_inventory(self.path, broken=True)
        self.tmux.start_app("--inventory", self.path)
        self.tmux.wait_for("Reading stand.json…")
        self.assertEqual(self.tmux.wait_for_exit(timeout=30), 2)
        self.tmux.wait_for("E2E-DONE")
        self.assertEqual(self.tmux.read("before"), self.tmux.read("after"), "stty -g changed")
        self.assertFalse(self.tmux.alternate_on())
        lines = [line for line in self.tmux.history().split("\n") if line.startswith("fruitstand-tui:")]
        self.assertEqual(lines, [f'fruitstand-tui: {self.path}: line {APPLES + 2}: duplicate apple name "Apple 0" (first on line 2)'])

    def test_a_file_over_the_limit_is_refused_before_the_screen_starts(self):
        with open(self.path, "wb") as f:
            f.truncate((256 << 20) + 1)  # sparse: nothing is written
        result = subprocess.run([harness.BINARY, "--inventory", self.path], capture_output=True, text=True, timeout=30)
        self.assertEqual(result.returncode, 2)
        self.assertEqual(result.stderr, f"fruitstand-tui: {self.path}: the file is larger than 256 MB, the limit for an inventory\n")
        self.assertEqual(result.stdout, "")

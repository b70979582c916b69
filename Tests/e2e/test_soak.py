"""A long session's memory stays flat, in the release binary (issue 25): thousands of cycles of
shuffling, adding and deleting a fruit, headless, end with the resident memory they began with.

Two runs play the same cycles, one ten times as long as the other; the longer run's peak resident
memory must not exceed the shorter one's by more than a little (the old code grew by about 0.6 KB
a cycle: the inventory's per-fruit records grew with every fruit ever added, and the script
player set out every key press of the script as steps before the first one)."""

import os
import subprocess
import tempfile
import unittest

import harness

SHORT, LONG = 300, 3_000
# Measured: 0.1–0.2 MB between the runs (noise: pages of code and runtime data touched once);
# the old code grew 1.7–1.8 MB over the same 2,700 cycles.
ALLOWED_GROWTH_KB = 512


def peak_resident_kb(cycles):
    """The peak resident memory (KB) of a headless run playing `cycles` of s, a, d."""
    with tempfile.NamedTemporaryFile("w", suffix=".tape", prefix="fruitstand-soak-") as tape:
        # One Type command holds every press: the script itself stays a few kilobytes long.
        tape.write(f'Wait@30s Loaded\nTab\nSet TypingSpeed 30ms\nType "{"sad" * cycles}"\nWait@30s Idle\n')
        tape.flush()
        process = subprocess.Popen([harness.BINARY, "--headless", "--no-restore", *harness.DEFAULT_ARGS,
                                    "--script", tape.name], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(process.pid, 0)
        stderr = process.stderr.read().decode()
        process.stderr.close()
        if os.waitstatus_to_exitcode(status) != 0:
            raise AssertionError(f"exit {os.waitstatus_to_exitcode(status)}: {stderr}")
        return usage.ru_maxrss


class SoakTests(unittest.TestCase):
    category = "memory"

    def test_shuffling_adding_and_deleting_for_thousands_of_cycles_keeps_memory_flat(self):
        short, long = peak_resident_kb(SHORT), peak_resident_kb(LONG)
        self.assertLess(long - short, ALLOWED_GROWTH_KB,
                        f"{SHORT} cycles peaked at {short:,} KB, {LONG} at {long:,} KB "
                        f"({(long - short) * 1024 / (LONG - SHORT):.0f} bytes a cycle)")

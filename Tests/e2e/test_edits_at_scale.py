"""Edits at a million fruit, in the release binary: an `a` or a `d` copies blocks of megabytes
(the snapshot taken from the data source is copied on its first change) and frees the blocks of
the snapshot it replaces; the app keeps that memory and reuses it, so an edit does not fault in
fresh pages for every copy (thousands of page faults a key with glibc's default settings)."""

import os
import subprocess
import tempfile
import unittest

import harness

ITEMS = 1_000_000
PRESSES = 10
# Measured at a million fruit: about 4,100 page faults a key with glibc's defaults (every copy a
# fresh mapping), 400 to 500 with the app's settings. Between the two, far from both.
FAULTS_PER_KEY = 1_000


def minor_faults(script):
    """The page faults of a headless run of `--items ITEMS` playing `script`."""
    with tempfile.NamedTemporaryFile("w", suffix=".tape", prefix="fruitstand-e2e-") as tape:
        tape.write(f"Wait@30s Loaded\nSet TypingSpeed 0ms\n{script}\n")
        tape.flush()
        process = subprocess.Popen([harness.BINARY, "--headless", "--no-restore", *harness.DEFAULT_ARGS,
                                    "--items", str(ITEMS), "--script", tape.name],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(process.pid, 0)
        process.returncode = os.waitstatus_to_exitcode(status)
        stderr = process.stderr.read().decode()
        process.stderr.close()
        if process.returncode != 0:
            raise AssertionError(f"exit {process.returncode}: {stderr}")
        return usage.ru_minflt


class EditsAtScaleTests(unittest.TestCase):
    category = "large inputs"

    def assert_few_faults(self, key):
        loaded = minor_faults("Tab\nDown\nWait@30s Idle")
        edited = minor_faults("Tab\nDown\nWait@30s Idle\n" + f'Type "{key}"\nWait@30s Idle\n' * PRESSES)
        per_key = (edited - loaded) / PRESSES
        self.assertLess(per_key, FAULTS_PER_KEY, f"{per_key:,.0f} page faults per {key} ({loaded:,} to load)")

    def test_adding_reuses_the_memory_of_the_snapshots_it_replaces(self):
        self.assert_few_faults("a")

    def test_deleting_reuses_the_memory_of_the_snapshots_it_replaces(self):
        self.assert_few_faults("d")

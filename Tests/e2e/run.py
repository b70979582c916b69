#!/usr/bin/env python3
"""Runs the end-to-end tests against a built fruitstand-tui.

Usage: Tests/e2e/run.py --binary .build/release/fruitstand-tui [--pick Examples/.build/release/pick]
       [--probe .build/release/inline-probe] [--examples Examples/.build/release] [-k pattern ...]
Needs tmux and pyte (`make test` installs both; pyte goes to .build/e2e-python).

Prints a summary line counting the tests by their class's `category`. A full run (no -k) also
writes those counts to .build/reliability/e2e.txt, one `category<TAB>count` line each, for the
report that adds them to the fuzz counts.
"""

import argparse
import collections
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
COUNTS = os.path.join(os.path.dirname(os.path.dirname(HERE)), ".build", "reliability", "e2e.txt")
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(HERE)), ".build", "e2e-python"))

import harness  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--pick", help="the pick example (inline mode); its tests are skipped without it")
    parser.add_argument("--probe", help="inline-probe (Tests/InlineProbe); its tests are skipped without it")
    parser.add_argument("--examples", help="the Examples package's release products (commits, logtail, table, top)")
    parser.add_argument("-k", dest="patterns", action="append", default=[], help="only tests matching")
    options = parser.parse_args()
    harness.BINARY = os.path.abspath(options.binary)
    if not os.access(harness.BINARY, os.X_OK):
        sys.exit(f"e2e: no executable at {options.binary}; build it first")
    for name in ("pick", "probe"):
        path = getattr(options, name)
        if path:
            setattr(harness, name.upper(), os.path.abspath(path))
            if not os.access(os.path.abspath(path), os.X_OK):
                sys.exit(f"e2e: no executable at {path}; build it first")

    if options.examples:
        harness.EXAMPLES = os.path.abspath(options.examples)

    loader = unittest.TestLoader()
    loader.testNamePatterns = [f"*{p}*" for p in options.patterns] or None
    suite = loader.discover(HERE, pattern="test_*.py", top_level_dir=HERE)

    counts = collections.Counter()
    def walk(tests):
        for test in tests:
            if isinstance(test, unittest.TestSuite):
                walk(test)
            else:
                counts[getattr(test, "category", "other")] += 1
    walk(suite)  # before running: a suite drops its tests as they finish

    result = unittest.TextTestRunner(verbosity=2).run(suite)
    summary = ", ".join(f"{n} {category}" for category, n in sorted(counts.items()))
    verdict = "all passed" if result.wasSuccessful() else "FAILED"
    print(f"e2e: {result.testsRun} tests ({summary}): {verdict}")
    if not options.patterns:
        os.makedirs(os.path.dirname(COUNTS), exist_ok=True)
        with open(COUNTS, "w") as f:
            f.writelines(f"{category}\t{n}\n" for category, n in sorted(counts.items()))
    sys.exit(0 if result.wasSuccessful() else 1)


if __name__ == "__main__":
    main()

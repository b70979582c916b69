#!/usr/bin/env python3
"""pick beside fzf over 1,000,000 lines, key to filtered screen (issue 36, item 1).

Both tools run on pseudo-terminals of 100x30 that this script plays the terminal on, reading
the same generated input (`seq 1 1000000`, in a temporary file) on standard input, standard
output elsewhere, and drawing on the terminal, as `seq 1 1000000 | pick > chosen` does. fzf runs with `--exact
--no-sort`, so that both find the same lines (a line matches when it contains the query) and
keep them in input order; fzf's defaults (fuzzy matching, sorting by score) do more work.

Once both have read everything, five rounds time three keys in each tool, the tools taking
turns first in a round:

- **type**: `5` on the empty query (every line looked at; `6` the next round, and so on);
- **Backspace**: after that letter, back to the empty query (every line again);
- **a pasted word**: `123` in one bracketed paste on the empty query (`234` the next round,
  and so on: a word neither tool has seen);
- **the word again**: the same paste once more, after Ctrl-U (fzf keeps the lines a query
  matched when there are few, and answers it again from them).

A key's time runs from its write to the arrival of the bytes that put the expected count on
the screen (`N/1000000`, which both show), as an emulator of our own choosing (pyte) renders
them; Ctrl-U between keys puts the query back, untimed. Printed: the median of each, and the
ratio pick / fzf, against the goal of at most 1.0 for each key.
"""

import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "Tests", "e2e"))
sys.path.insert(0, os.path.join(ROOT, ".build", "e2e-python"))
sys.path.insert(0, os.path.join(HERE, "lib"))

import pyte  # noqa: E402
import vt  # noqa: E402
from ptyprogram import PtyProgram  # noqa: E402

PICK = os.environ.get("PICK_BINARY") or os.path.join(ROOT, "Examples", ".build", "release", "pick")
LINES = int(os.environ.get("PICK_BENCH_LINES", "1000000"))
ROUNDS = int(os.environ.get("PICK_BENCH_ROUNDS", "5"))
WIDTH, HEIGHT = 100, 30
TIMEOUT = 30
KEYS = ["type", "Backspace", "a pasted word", "the word again"]
# A letter and a word not typed before in each round: both tools answer a query they have
# seen from what it matched (fzf when few lines matched), which the last row measures.
LETTERS = "5678901234"
WORDS = ["123", "234", "345", "456", "567", "678", "789", "890", "901", "012"]


def pasted(word):
    return b"\x1b[200~" + word.encode() + b"\x1b[201~"


def presses(round_):
    """The keys of a round: (key, what is written, the query it leaves)."""
    letter, word = LETTERS[round_ % len(LETTERS)], WORDS[round_ % len(WORDS)]
    return [("type", letter.encode(), letter), ("Backspace", b"\x7f", ""), ("a pasted word", pasted(word), word),
            ("the word again", pasted(word), word)]
GOAL = 1.0


class Tool(PtyProgram):
    """One program reading the lines, its screen kept by pyte as the bytes arrive."""

    def __init__(self, name, argv, input_path):
        self.name = name
        self.screen = vt.Screen(WIDTH, HEIGHT)
        self.stream = pyte.ByteStream(self.screen)
        self.lock = threading.Condition()
        self.pattern = None
        self.hit = None
        with open(input_path, "rb") as stdin:
            super().__init__(argv, WIDTH, HEIGHT, stdin=stdin)

    def received(self, data, arrived):
        with self.lock:
            self.stream.feed(data)
            if self.pattern is not None and self.hit is None and self.shows(self.pattern):
                self.hit = arrived
                self.lock.notify_all()

    def shows(self, pattern):
        return any(pattern.search(line) for line in self.screen.display)

    def press(self, data, count):
        """Writes `data` and returns the seconds until the screen shows `count` matches."""
        pattern = re.compile(rf"(?<!\d){count}/{LINES}(?!\d)(?! …)")
        with self.lock:
            if not data and self.shows(pattern):
                return 0
            self.pattern, self.hit = pattern, None
            start = time.monotonic()
            self.send(data)
            if not self.lock.wait_for(lambda: self.hit is not None, timeout=TIMEOUT):
                raise RuntimeError(f"{self.name} never showed {count}/{LINES}:\n" + "\n".join(line.rstrip() for line in self.screen.display if line.strip()))
            self.pattern = None
            return self.hit - start



def main():
    if not os.access(PICK, os.X_OK):
        subprocess.run(["swift", "build", "-c", "release", "--product", "pick", "--package-path",
                        os.path.join(ROOT, "Examples")], check=True, stdout=subprocess.DEVNULL)
    queries = {query for round_ in range(ROUNDS) for _, _, query in presses(round_)}
    counts = {query: sum(1 for n in range(1, LINES + 1) if query in str(n)) for query in queries}
    with tempfile.TemporaryDirectory(prefix="pick-bench-") as directory:
        input_path = os.path.join(directory, "lines")
        with open(input_path, "w") as file:
            file.write("".join(f"{n}\n" for n in range(1, LINES + 1)))
        tools = [Tool("pick", [PICK], input_path), Tool("fzf", ["fzf", "--exact", "--no-sort"], input_path)]
        try:
            for tool in tools:
                tool.press(b"", LINES)  # everything read and shown
            times = {(tool.name, key): [] for tool in tools for key in KEYS}
            for round_ in range(ROUNDS):
                for tool in (tools if round_ % 2 == 0 else tools[::-1]):
                    letter = presses(round_)[0][2]
                    for key, data, query in presses(round_):
                        if key == "Backspace":
                            tool.press(letter.encode(), counts[letter])  # from where a user presses it
                        times[(tool.name, key)].append(tool.press(data, counts[query]))
                        if query:
                            tool.press(b"\x15", LINES)  # Ctrl-U: back to the empty query
        finally:
            for tool in tools:
                tool.close()
    rows, met = [], True
    for key in KEYS:
        pick, fzf = (statistics.median(times[(name, key)]) * 1000 for name in ("pick", "fzf"))
        ratio = pick / fzf
        met &= ratio <= GOAL
        rows.append([key, f"{pick:.1f}", f"{fzf:.1f}", f"{ratio:.2f}x", "PASS" if ratio <= GOAL else "FAIL"])
    print(f"\npick and fzf --exact --no-sort over {LINES:,} lines, key to filtered screen at {WIDTH}x{HEIGHT} "
          f"(release build; median of {ROUNDS} interleaved rounds, ms)\n")
    headers = ["key", "pick", "fzf", "pick / fzf", f"goal ≤ {GOAL:.1f}"]
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(headers)]
    print("| " + " | ".join(h.ljust(w) for h, w in zip(headers, widths)) + " |")
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for row in rows:
        print("| " + " | ".join(c.ljust(w) for c, w in zip(row, widths)) + " |")
    print(f"\nIssue 36 goal (pick at fzf's speed or better on every key): {'met' if met else 'NOT met'}")


if __name__ == "__main__":
    main()

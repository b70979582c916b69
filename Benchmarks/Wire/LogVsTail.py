#!/usr/bin/env python3
"""A live log at 200 entries a second: logtail beside `tail -f` (issue 36, item 2).

Each program runs on a pseudo-terminal of 120x35 that this script plays the terminal on,
reading everything as it comes and keeping the screen with an emulator of our own choosing
(pyte). `logtail` (release) generates its own log at 200 entries a second; `tail -f` follows a
file this script appends 200 lines a second to, lines as long as logtail's. After 3 s of
warm-up, 10 s are measured, the two programs one after the other in the same run:

- **CPU**: the program's user and system time over the wall time (`/proc/PID/stat`), the
  share of one core it takes;
- **bytes/s**: what it wrote to the terminal;
- **changed cells/s**: the cells whose character or attributes differ between one read of the
  terminal and the next, counted on the emulated screen: what a terminal must show changing.

Goals (logtail): at most 5% of a core, and bytes at most 1.5x the changed cells. `tail -f`
lets the terminal scroll, so its bytes are its lines alone, far fewer than the cells a scroll
changes: it is the floor a log can cost, not a ratio to match.
"""

import os
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

LOGTAIL = os.environ.get("LOGTAIL_BINARY") or os.path.join(ROOT, "Examples", ".build", "release", "logtail")
WIDTH, HEIGHT = 120, 35
RATE = 200
WARMUP, MEASURED = 3.0, 10.0
CPU_GOAL, BYTES_GOAL = 5.0, 1.5


class Terminal(PtyProgram):
    """A program on a pseudo-terminal; counts the bytes it writes and the cells they change."""

    def __init__(self, argv):
        self.screen = vt.Screen(WIDTH, HEIGHT)
        self.stream = pyte.ByteStream(self.screen)
        self.counting = False
        self.bytes = 0
        self.changed = 0
        self.lock = threading.Lock()
        super().__init__(argv, WIDTH, HEIGHT)

    def cells(self):
        return [[self.screen.buffer[y][x] for x in range(WIDTH)] for y in range(HEIGHT)]

    def received(self, data, arrived):
        with self.lock:
            before = self.cells() if self.counting else None
            self.stream.feed(data)
            if before is not None:
                self.bytes += len(data)
                after = self.cells()
                self.changed += sum(1 for y in range(HEIGHT) for x in range(WIDTH) if before[y][x] != after[y][x])

    def cpu_seconds(self):
        with open(f"/proc/{self.process.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def measure(self):
        time.sleep(WARMUP)
        with self.lock:
            self.counting = True
        cpu, start = self.cpu_seconds(), time.monotonic()
        time.sleep(MEASURED)
        cpu, wall = self.cpu_seconds() - cpu, time.monotonic() - start
        with self.lock:
            self.counting = False
            return {"cpu": 100 * cpu / wall, "bytes": self.bytes / wall, "changed": self.changed / wall}



def log_line(number):
    """A line shaped like logtail's entries."""
    return (f"09:{number // 60000 % 60:02d}:{number // 1000 % 60:02d}.{number % 1000:03d} INFO  search  "
            f"GET /v1/sessions/{number * 7919 % 100000} 200 {number % 97}ms\n")


def measure_tail():
    with tempfile.TemporaryDirectory(prefix="log-bench-") as directory:
        path = os.path.join(directory, "log")
        open(path, "w").close()
        stop = threading.Event()

        def write_log():
            with open(path, "a", buffering=1) as log:
                number, start = 0, time.monotonic()
                while not stop.is_set():
                    due = int((time.monotonic() - start) * RATE)
                    while number < due:
                        log.write(log_line(number))
                        number += 1
                    time.sleep(0.005)

        writer = threading.Thread(target=write_log, daemon=True)
        writer.start()
        terminal = Terminal(["tail", "-f", path])
        try:
            return terminal.measure()
        finally:
            stop.set()
            terminal.close()


def measure_logtail():
    terminal = Terminal([LOGTAIL, "--rate", str(RATE)])
    try:
        return terminal.measure()
    finally:
        terminal.close()


def main():
    if not os.access(LOGTAIL, os.X_OK):
        subprocess.run(["swift", "build", "-c", "release", "--product", "logtail", "--package-path",
                        os.path.join(ROOT, "Examples")], check=True, stdout=subprocess.DEVNULL)
    results = {"logtail": measure_logtail(), "tail -f": measure_tail()}
    rows = [[name, f"{r['cpu']:.1f}", f"{r['bytes'] / 1000:.1f}", f"{r['changed'] / 1000:.1f}",
             f"{r['bytes'] / max(1, r['changed']):.2f}"] for name, r in results.items()]
    print(f"\nA log at {RATE} entries a second in a {WIDTH}x{HEIGHT} terminal, {MEASURED:.0f} s after "
          f"{WARMUP:.0f} s of warm-up (release build)\n")
    headers = ["program", "CPU (% of a core)", "KB/s written", "thousand changed cells/s", "bytes / changed cell"]
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(headers)]
    print("| " + " | ".join(h.ljust(w) for h, w in zip(headers, widths)) + " |")
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for row in rows:
        print("| " + " | ".join(c.ljust(w) for c, w in zip(row, widths)) + " |")
    ours = results["logtail"]
    cpu_met = ours["cpu"] <= CPU_GOAL
    bytes_met = ours["bytes"] <= BYTES_GOAL * ours["changed"]
    print(f"\nIssue 36 goals: logtail at most {CPU_GOAL:.0f}% of a core: {'met' if cpu_met else 'NOT met'} "
          f"({ours['cpu']:.1f}%); bytes at most {BYTES_GOAL}x the changed cells: {'met' if bytes_met else 'NOT met'} "
          f"({ours['bytes'] / max(1, ours['changed']):.2f}x)")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Backpressure: fruitstand-tui behind a terminal that reads slowly (issue 38, item 4).

The release binary runs on a pseudo-terminal of 200x60 that this script plays the terminal on,
reading what the app writes at a fixed rate (20 KB/s and 200 KB/s, as over a slow link) or as
fast as it comes. Five animated shuffles are pressed 80 ms apart, interrupting each other; the
run ends when nothing more arrives. Printed for each rate, side by side from one run:

- bytes the app wrote after the first key, against the unthrottled run's;
- how long after the last key the screen settled (the last byte of the settled screen read),
  against the goal: one full frame's bytes at that rate, plus 100 ms;
- whether the settled screen is the unthrottled run's (pyte, an emulator of our own choosing).

A full frame's bytes are those of a repaint of the whole screen, measured in the same run: the
app repaints everything when it is continued after a stop (SIGTSTP, which the kernel discards for
a process without job control, so the app's handler leaves its modes and at once re-enters them
and repaints). The settled screen must be the last frame the library composed
(`DIFFABLETUI_FRAME_LOG`): a slow terminal gets fewer frames, never a wrong last one.

Two ways a slow link meets the shuffles: known from start-up (the first screen was slow to
write, and the shuffles come within the app's 3 s hold) and found by the shuffles themselves
(they come 3.5 s later, so their own first frames fill the terminal's queue before a write is
slow); a pty's kernel buffer holds about 18 KB, which the second way cannot avoid.

The goal is read as the delay the slow link adds: the animation itself runs on for about 300 ms
after the last key at any speed, so a run settles within the unthrottled run's time plus one
full frame's bytes at the rate plus 100 ms.
"""

import os
import pty
import fcntl
import signal
import tempfile
import struct
import subprocess
import sys
import termios
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "Tests", "e2e"))
sys.path.insert(0, os.path.join(ROOT, ".build", "e2e-python"))

import vt  # noqa: E402

# WIRE_BINARY runs another build (an older one, for the Performance article's before column).
BINARY = os.environ.get("WIRE_BINARY") or os.path.join(ROOT, ".build", "release", "fruitstand-tui")
WIDTH, HEIGHT = 200, 60
QUERY = b"\x1b[?2026$p\x1b[?u\x1b[c"
# Answered as tmux 3.3 answers: device attributes only (no synchronized output).
ANSWER = b"\x1b[?1;2c"
SHUFFLES = 5
KEY_GAP = 0.08
QUIET = 1.5  # seconds without a byte that end a run


class SlowTerminal:
    """A pty whose reader takes at most `rate` bytes a second (None: as fast as they come)."""

    def __init__(self, rate):
        self.rate = rate
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", HEIGHT, WIDTH, 0, 0))
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": os.environ.get("HOME", "/tmp"),
               "LANG": "C.UTF-8", "TERM": "xterm-256color", "XDG_STATE_HOME": "/tmp/wire-bench-state"}
        self.frame_log = tempfile.NamedTemporaryFile(prefix="wire-frames-", delete=False).name
        env["DIFFABLETUI_FRAME_LOG"] = self.frame_log

        def controlling_terminal():
            os.setsid()
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)

        self.process = subprocess.Popen([BINARY, "--seed", "7", "--weather", "good"], stdin=slave, stdout=slave,
                                        stderr=subprocess.DEVNULL, env=env, preexec_fn=controlling_terminal)
        os.close(slave)
        self.received = []  # (time, bytes)
        self.lock = threading.Lock()
        self.thread = threading.Thread(target=self.read, daemon=True)
        self.thread.start()

    def read(self):
        answered = False
        chunk = 1024 if self.rate else 65536
        everything = b""
        while True:
            try:
                data = os.read(self.master, chunk)
            except OSError:
                return
            if not data:
                return
            now = time.monotonic()
            with self.lock:
                self.received.append((now, data))
            if not answered:
                everything += data
                if QUERY in everything:
                    answered = True
                    os.write(self.master, ANSWER)
            if self.rate:
                time.sleep(len(data) / self.rate)

    def bytes_since(self, start):
        with self.lock:
            return sum(len(d) for t, d in self.received if t >= start)

    def all_bytes(self):
        with self.lock:
            return b"".join(d for _, d in self.received)

    def last_byte_time(self):
        with self.lock:
            return self.received[-1][0] if self.received else 0

    def wait_quiet(self, quiet=QUIET, timeout=120, since=0):
        """Waits until something arrived after `since` and then nothing for `quiet` seconds."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.last_byte_time() > since and time.monotonic() - self.last_byte_time() >= quiet:
                return
            time.sleep(0.05)
        raise RuntimeError("the app never stopped writing")

    def send(self, data):
        os.write(self.master, data)

    def last_composed_frame(self):
        """The last frame the library composed, as pyte's screen text shows it."""
        import wire
        frames = wire.composed_frames(self.frame_log)
        return "\n".join(frames[-1]) if frames else None

    def close(self):
        self.process.kill()
        self.process.wait()
        os.close(self.master)
        os.unlink(self.frame_log)


def run(rate, wait):
    """One run; `wait` seconds pass between start-up and the shuffles."""
    terminal = SlowTerminal(rate)
    try:
        terminal.wait_quiet()
        terminal.send(b"\x1b[C")  # Right: the fruit pane
        time.sleep(wait)
        terminal.wait_quiet(quiet=0.5)
        start = time.monotonic()
        for _ in range(SHUFFLES):
            terminal.send(b"s")
            time.sleep(KEY_GAP)
        last_key = time.monotonic() - KEY_GAP
        terminal.wait_quiet(since=last_key)
        written = terminal.bytes_since(start)
        settled = terminal.last_byte_time() - last_key
        screen = vt.render(terminal.all_bytes(), WIDTH, HEIGHT)
        right = screen == terminal.last_composed_frame()
        repaint = time.monotonic()
        terminal.process.send_signal(signal.SIGTSTP)
        terminal.wait_quiet(since=repaint)
        full_frame = terminal.bytes_since(repaint)
        return {"full frame": full_frame, "written": written, "settled": settled, "right": right}
    finally:
        terminal.close()


def main():
    if not os.access(BINARY, os.X_OK):
        subprocess.run(["swift", "build", "-c", "release", "--product", "fruitstand-tui", "--package-path", ROOT],
                       check=True, stdout=subprocess.DEVNULL)
    fast = run(None, 0.3)
    rows, checks = [["as fast as it comes", f"{fast['written']:,}", f"{fast['written']:,}", "1.00x",
                     f"{fast['settled'] * 1000:.0f}", "", "yes" if fast["right"] else "NO"]], []
    scenarios = [("known from start-up", 0.3), ("found by the shuffles", 3.5)]
    for rate in (20_000, 200_000):
        for scenario, wait in scenarios:
            slow = run(rate, wait)
            goal = fast["settled"] + fast["full frame"] / rate + 0.1
            same = slow["right"]
            rows.append([f"{rate // 1000} KB/s, {scenario}", f"{slow['written']:,}", f"{fast['written']:,}",
                         f"{slow['written'] / max(1, fast['written']):.2f}x", f"{slow['settled'] * 1000:.0f}",
                         f"{goal * 1000:.0f}", "yes" if same else "NO"])
            checks.append((f"{rate // 1000} KB/s, {scenario}", slow["settled"] <= goal and same))
    print(f"\nFive interrupting shuffles at {WIDTH}x{HEIGHT} behind a slow terminal (release build; "
          f"a full frame is {fast['full frame']:,} bytes)\n")
    headers = ["reader", "bytes written", "unthrottled", "ratio", "settled after last key (ms)", "goal (ms)",
               "last composed frame"]
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(headers)]
    print("| " + " | ".join(h.ljust(w) for h, w in zip(headers, widths)) + " |")
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for row in rows:
        print("| " + " | ".join(c.ljust(w) for c, w in zip(row, widths)) + " |")
    print()
    for name, met in checks:
        print(f"{name}: settles within the unthrottled time + a full frame's bytes / rate + 100 ms, "
              f"on the last composed frame: "
              f"{'met' if met else 'NOT met'}")


if __name__ == "__main__":
    main()

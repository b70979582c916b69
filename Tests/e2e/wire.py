"""What reaches the terminal, write by write, checked against what the library composed.

A run records two things independently:
- the bytes every `write(2)` put on the terminal, with their boundaries (strace, outside the
  process: the app's own counters are not trusted for this);
- the text of every frame the library composed (`DIFFABLETUI_FRAME_LOG`, see FrameLog.swift).

`replay` feeds the writes one at a time into pyte (an emulator that is not the app's) and, at
every boundary, compares the screen with the composed frames: a boundary that shows a screen the
library never drew is a torn frame. `captures` does the same for tmux's own screen, read with
capture-pane while the app runs.
"""

import os
import re
import shutil
import time

import harness
import vt

# One strace line: `PID write(FD</dev/pts/N>, "bytes", LEN) = RET`, or the same split in two by
# another thread (`<unfinished ...>` / `<... write resumed>`).
WRITE = re.compile(r'^(\d+)\s+write\((\d+)<([^>]*)>(?:\(deleted\))?, "((?:[^"\\]|\\.)*)"(\.\.\.)?, (\d+)\)?(.*)$')
RESUMED = re.compile(r'^(\d+)\s+<\.\.\. write resumed>.*= (-?\d+)')
RESULT = re.compile(r'= (-?\d+)')


def strace_command(output, command):
    """`command` under strace, recording every write with its bytes in hex."""
    if shutil.which("strace") is None:
        raise AssertionError("the wire tests need strace (make test installs it)")
    return ["strace", "-f", "-y", "-xx", "-s", "16777216", "-e", "trace=write", "-e", "signal=none",
            "-o", output, *command]


def unescape(text):
    """strace's -xx string: every byte as \\xNN (other escapes kept for safety)."""
    out = bytearray()
    i = 0
    while i < len(text):
        if text[i] == "\\":
            kind = text[i + 1]
            if kind == "x":
                out.append(int(text[i + 2:i + 4], 16))
                i += 4
                continue
            out += {"n": b"\n", "t": b"\t", "r": b"\r", "\\": b"\\", '"': b'"'}.get(kind, kind.encode())
            i += 2
        else:
            out += text[i].encode()
            i += 1
    return bytes(out)


def terminal_writes(path):
    """The writes that reached a terminal (a /dev/pts or /dev/tty descriptor), in order: a list of
    bytes, each what one write(2) call put there (its return value's worth)."""
    writes = []
    pending = {}  # pid -> index of a write whose result another line brings
    with open(path, errors="replace") as f:
        for line in f:
            match = WRITE.match(line)
            if match:
                pid, _fd, target, data, _cut, _length, tail = match.groups()
                target = unescape(target).decode(errors="replace")  # -xx escapes the path too
                if not (target.startswith("/dev/pts/") or target.startswith("/dev/tty")):
                    continue
                payload = unescape(data)
                result = RESULT.search(tail)
                if result:
                    writes.append(payload[:max(0, int(result.group(1)))])
                else:
                    pending[pid] = len(writes)
                    writes.append(payload)
                continue
            resumed = RESUMED.match(line)
            if resumed and resumed.group(1) in pending:
                index = pending.pop(resumed.group(1))
                writes[index] = writes[index][:max(0, int(resumed.group(2)))]
    return writes


def composed_frames(path):
    """The frames the library composed (FrameLog's file): a list of screens, each a tuple of
    lines (trailing spaces trimmed)."""
    frames = []
    with open(path, encoding="utf-8", errors="replace") as f:
        lines = f.read().split("\n")
    i = 0
    while i < len(lines):
        header = re.match(r"frame \d+ (\d+)x(\d+)$", lines[i])
        if not header:
            i += 1
            continue
        height = int(header.group(2))
        frames.append(tuple(line.rstrip() for line in lines[i + 1:i + 1 + height]))
        i += 1 + height
    return frames


def screen_lines(screen):
    return tuple(line.rstrip() for line in screen.display)


class Replay:
    """The result of replaying the writes: how many boundaries were checked, and the torn ones."""

    def __init__(self):
        self.boundaries = 0
        self.torn = []  # (write index, screen lines)
        self.writes = 0
        self.frames_seen = set()


def replay(writes, frames, columns, lines, start_after=None):
    """Feeds `writes` one at a time into pyte and checks every boundary after the first composed
    frame has been shown: the screen must be one of `frames`, and never an earlier frame than one
    already shown (frames reach the terminal in order).

    `start_after` skips boundaries until that many frames have been matched (start-up noise)."""
    screen = vt.Screen(columns, lines)
    stream = vt.Stream(screen)
    index = {}
    for number, frame in enumerate(frames):
        index.setdefault(frame, []).append(number)
    result = Replay()
    result.writes = len(writes)
    started = False
    last = -1
    for number, data in enumerate(writes):
        stream.feed(data)
        shown = screen_lines(screen)
        matches = index.get(shown)
        if not started:
            if matches:
                started = True
                last = matches[0]
                result.frames_seen.add(last)
            continue
        result.boundaries += 1
        later = [m for m in (matches or []) if m >= last]
        if not later:
            result.torn.append((number, shown))
        else:
            last = later[0]
            result.frames_seen.add(last)
    return result


# tmux reads a pane's pty at most 4 KB at a time (READ_SIZE) and can run a command, a capture,
# between two reads: a frame over 4 KB, though written in one write, can be captured half-way.
# The pty hands over a write in pieces of 2 KB or more, so the halves fall on 1 KB steps.
READ_STEP = 1024


def partial_screens(writes, columns, lines):
    """Every screen the terminal holds part-way through one write, at READ_STEP steps: what a
    reader that takes a write in pieces (tmux 3.3) can show between its pieces."""
    screen = vt.Screen(columns, lines)
    stream = vt.Stream(screen)
    partials = set()
    for data in writes:
        for start in range(0, len(data), READ_STEP):
            stream.feed(data[start:start + READ_STEP])
            if start + READ_STEP < len(data):
                partials.add(screen_lines(screen))
    return partials


def describe(torn, frames, limit=2):
    """A readable account of the first torn boundaries, for an assertion message."""
    parts = []
    for number, shown in torn[:limit]:
        parts.append(f"after write {number}:\n" + "\n".join(shown))
    return "\n---\n".join(parts)


def capture_matches(capture, frames_set):
    """Whether a tmux capture (its lines) is one of the composed frames."""
    return tuple(line.rstrip() for line in capture) in frames_set


def record(tmux, command, height, drive, trace_writes=True):
    """Runs `command` in `tmux`'s pane with a frame log, under strace unless `trace_writes` is
    off; `drive(tmux, capture)` presses keys and calls `capture()` while things move, and returns
    what it likes. Returns the writes, the composed frames, the captures (each a tuple of lines)
    and what `drive` returned; the app is quit (q) at the end."""
    trace = os.path.join(tmux.dir, "writes.strace")
    log = os.path.join(tmux.dir, "frames.log")
    captures = []

    def capture():
        captures.append(tuple(line.rstrip() for line in
                              tmux.tmux("capture-pane", "-p", "-t", "e2e").split("\n")[:height]))
        return captures[-1]

    command = [f"DIFFABLETUI_FRAME_LOG={log}", *(strace_command(trace, command) if trace_writes else command)]
    tmux.run_line("clear; exec env " + " ".join(command))
    harness.wait_until(lambda: os.path.exists(log) and os.path.getsize(log) > 0, message="the first frame")
    driven = drive(tmux, capture)
    tmux.keys("q")
    # The pane's shell exec'd the app: the pane (and the server) go when it exits.
    harness.wait_until(lambda: tmux.tmux("list-panes", "-t", "e2e", "-F", "#{pane_dead}", check=False).strip() != "0",
                       timeout=15, message="the app to exit")
    time.sleep(0.2)
    return terminal_writes(trace) if trace_writes else [], composed_frames(log), captures, driven


def torn_captures(captures, frames, writes, columns, lines):
    """The captures that are neither a composed frame nor a screen part-way through one write
    (see READ_STEP), and how many were the latter."""
    known = set(frames)
    unknown = [c for c in captures if not capture_matches(c, known)]
    if not unknown:
        return [], 0
    partials = partial_screens(writes, columns, lines)
    torn = [c for c in unknown if tuple(line.rstrip() for line in c) not in partials]
    return torn, len(unknown) - len(torn)

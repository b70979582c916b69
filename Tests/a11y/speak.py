"""Fenrir's speech command for the screen-reader tests (Tests/a11y/run.py).

Usage: speak.py LOG PACE RATE TEXT. Fenrir's generic speech driver runs it once per utterance
(`genericSpeechCommand`) and terminates it to interrupt speech. It appends one JSON line to LOG
when it starts ({"e": "start", "t", "pid", "text"}). PACE "fast" returns at once; PACE "real"
speaks at a real voice's pace: it sleeps the utterance's speaking time at RATE, the words a
minute Fenrir gives its speech command (`fenrirRate`: espeak's `-s`, 320 for Fenrir's shipped
rate of 0.65; 150 when RATE is not a number), 0.3 s at least, and logs {"e": "end"} when it ran to its end, or {"e": "killed"} when Fenrir
terminated it first (a SIGKILL leaves no line: no "end" means not heard to the end).
"""

import json
import os
import re
import signal
import sys
import time

WORDS_PER_SECOND = 2.5  # when Fenrir gives no rate


def words_per_second(rate):
    """Fenrir's `fenrirRate` (words a minute) as words a second."""
    try:
        return max(1.0, float(rate) / 60)
    except ValueError:
        return WORDS_PER_SECOND
MINIMUM_SECONDS = 0.3


def write(log, record):
    record.update(pid=os.getpid(), t=time.time())
    fd = os.open(log, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, (json.dumps(record) + "\n").encode())
    finally:
        os.close(fd)


def main():
    log, pace = sys.argv[1], sys.argv[2]
    pace_wps = words_per_second(sys.argv[3]) if len(sys.argv) > 3 else WORDS_PER_SECOND
    text = sys.argv[4] if len(sys.argv) > 4 else ""
    if pace == "real":
        def killed(signum, frame):
            write(log, {"e": "killed"})
            os._exit(0)
        signal.signal(signal.SIGTERM, killed)
    write(log, {"e": "start", "text": text, "wps": pace_wps})
    if pace == "real":
        words = len(re.findall(r"\w+", text))
        time.sleep(max(MINIMUM_SECONDS, words / pace_wps))
        write(log, {"e": "end"})


if __name__ == "__main__":
    main()

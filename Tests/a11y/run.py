#!/usr/bin/env python3
"""The apps under a real screen reader: Fenrir (PTY mode, headless, in a private tmux server)
runs each release binary in accessible mode, every utterance is logged (speak.py), and keys are
sent one at a time. Usage:

    python3 Tests/a11y/run.py --bin-dir /tmp/a11ybin [--examples-dir DIR] [--app fruitstand ...]
        [--pace fast|real|both] [--runs N] [--sentence-row auto|top|bottom] [--out DIR]

After each key the harness waits for the screen to settle (no change for 0.5 s, 3 s at most)
and takes the whole screen with `tmux capture-pane`. The app's sentence is the text of its row
once the screen settled (on a screen that never settles, a streaming app's, the first new text
of the row after the key): the top row, or the bottom one (the window's last row, or an inline
app's last non-blank line); `auto` (the default) picks, after the run, the one of the two that
reads like a sentence (words, no box drawing, no gap of two spaces or more) and changed with
the most keys, top on a tie. Words are compared normalized: lowercase [a-z0-9]+ tokens (Fenrir
joins lines with " , " and turns punctuation and emoticons into words).

What each key is checked for (a failure makes the exit status 1):

1. spoken: the sentence's words, in order and contiguous, are in what Fenrir said after the key
   (the utterances started from the key to the next key at fast pace, from the key on at real
   pace, joined; a sentence cut by the row's width and "…" is matched without its last, partial
   word; Fenrir's own words, such as "slash" for "/", are left out of both). A key that leaves
   the sentence as it was fails: Fenrir speaks changed lines only;
2. early: at most 10 words (MAX_WORDS_BEFORE) come before it in that stream (Fenrir's own
   words left out);
3. nothing stale (fast pace): each utterance started between this key and the next may hold
   only words on the screen just before the key (lines since removed), once the key settled, or
   on a screen captured (every 50 ms) in between (a streaming app's lines that scrolled through),
   or, after a key whose screen never settled, on the screen just before the next key (the
   stream goes on after the captures stop), or Fenrir's own words (FENRIR_PHRASES, and the punctuation and emoticon names of its
   dictionary);
4. quiet when idle (fast pace): from 0.5 s after the last key settled, 6 s with no utterance;
5. heard (real pace): speak.py sleeps each utterance's speaking time at the rate Fenrir gives
   its voice (the shipped 0.65: 320 words a minute, as espeak speaks it; 0.3 s at least) and
   Fenrir may terminate it to interrupt; with a key every 4 s, the sentence must be spoken to
   its last word before its utterance is cut (the rest of the utterance, the other lines the
   key changed, may be cut). After a key whose screen never settles (End or `f` in a live log:
   the user asked for the stream) a cut is listed, not counted: the stream's lines are read as
   they arrive, as `tail -f`'s would be, and one may cut the sentence. It prints as a NOTE line.

At fast pace (keys about 1.5 s apart, speech instantaneous) properties 1-4 are checked; at real
pace 1, 2 and 5 (the queue of a real voice delays utterances past the next key, so 3 and 4 are
fast-pace properties). Fenrir runs with its shipped settings
(/etc/fenrirscreenreader/settings/settings.conf) but for the drivers, the speech command, the
shell (app.sh), files in the run's directory, and interruptOnKeyPress=True: Fenrir queues what
it reads of a screen update (it never interrupts itself for new text), so with the shipped
False a key does not stop the reading of a whole screen, and at a real voice's pace the
sentences of later keys wait minutes in the queue (--shipped-interrupt measures that). Each
run's speech log, settings, screens and results (result.json) are kept under --out.
"""

import argparse
import configparser
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from speak import WORDS_PER_SECOND

HERE = os.path.dirname(os.path.abspath(__file__))
SPEAK = os.path.join(HERE, "speak.py")
FENRIR_SETTINGS = "/etc/fenrirscreenreader/settings/settings.conf"
FENRIR_PUNCTUATION = "/etc/fenrirscreenreader/punctuation/default.conf"
COLUMNS, ROWS = 100, 30
MAX_WORDS_BEFORE = 10
SETTLE, SETTLE_TIMEOUT = 0.5, 3.0
FAST_INTERVAL, REAL_INTERVAL = 1.5, 4.0
IDLE_DELAY, IDLE_SECONDS = 0.5, 6.0
STARTUP_TIMEOUT = 10.0

# Fenrir's fixed phrases; the punctuation and emoticon names are added from its dictionary.
FENRIR_PHRASES = ["start fenrir", "has attribute", "bypass", "blank", "sticky mode on"]

# The apps: how to start each one in accessible mode and the keys to send. A key is a tmux key
# name ("Down", "Space"), one character, "type:WORD" (the word at once), or "Esc" (Fenrir takes
# Escape for itself: Alt+: passes the next key through).
FRUITS = "apple\\napricot\\nbanana\\nblueberry\\ncherry\\ngrape\\nkiwi\\nlemon\\nmango\\npear\\n"
APPS = {
    "fruitstand": {
        "binary": "fruitstand-tui", "dir": "bin",
        "args": ["--seed", "7", "--weather", "good", "--no-restore", "--accessible"],
        "keys": ["Down", "Down", "Up", "Tab", "Right", "Down", "Left", "Space", "a", "d", "s",
                 "/", "type:fuji", "Enter", "?", "?", "w"],
    },
    "pick": {
        "binary": "pick", "dir": "examples", "stdin": FRUITS,
        "keys": ["a", "p", "Down", "BSpace", "Down"],
    },
    "logtail": {
        "binary": "logtail", "dir": "examples", "args": ["--rate", "2", "--seed", "1", "--prefill", "300"],
        # Ends paused (↑ stops following), so that idleness can be checked.
        "keys": ["Up", "Up", "Down", "End", "f", "Up"],
    },
    "commits": {
        "binary": "commits", "dir": "examples", "args": ["--generate", "40"],
        "keys": ["Down", "Down", "Up", "End", "a"],
    },
    "table": {
        "binary": "table", "dir": "examples",
        "keys": ["Down", "Down", "Up", "End", "Home"],
    },
}


def words(text):
    return re.findall(r"[a-z0-9]+", text.lower())


def fenrir_words():
    """The words Fenrir may say that are not on the screen."""
    vocabulary = set()
    for phrase in FENRIR_PHRASES:
        vocabulary.update(words(phrase))
    try:
        with open(FENRIR_PUNCTUATION, encoding="utf-8") as f:
            for line in f:
                if ":===:" in line and not line.startswith("#"):
                    vocabulary.update(words(line.split(":===:", 1)[1]))
    except OSError:
        pass
    return vocabulary


BOX = re.compile(r"[\u2500-\u259f]")


def sentence_like(row):
    text = row.strip()
    return len(words(text)) >= 1 and not BOX.search(text) and "  " not in text


def find(needle, haystack):
    """The index of `needle` as a contiguous run in `haystack`, or -1."""
    if not needle:
        return -1
    for i in range(len(haystack) - len(needle) + 1):
        if haystack[i:i + len(needle)] == needle:
            return i
    return -1


class Session:
    """Fenrir in a private tmux server, running one app through app.sh."""

    def __init__(self, name, app, binary, pace, out, interrupt_on_key):
        self.name, self.app, self.pace = name, app, pace
        self.interrupt_on_key = interrupt_on_key
        self.dir = os.path.abspath(out)
        shutil.rmtree(self.dir, ignore_errors=True)
        os.makedirs(self.dir)
        self.log = os.path.join(self.dir, "speech.log")
        open(self.log, "w").close()
        self.socket = f"a11y-{os.getpid()}-{name}-{pace}"
        self.write_app_script(binary)
        self.write_settings()

    def write_app_script(self, binary):
        app = self.app
        state = os.path.join(self.dir, "state")
        command = " ".join(["exec", shlex_quote(binary), *map(shlex_quote, app.get("args", []))])
        if "stdin" in app:
            command = f"printf '{app['stdin']}' | {command}"
        self.script = os.path.join(self.dir, "app.sh")
        with open(self.script, "w") as f:
            f.write(f"#!/bin/sh\nexport DIFFABLETUI_ACCESSIBLE=1 XDG_STATE_HOME={shlex_quote(state)} LANG=C.UTF-8\n"
                    f"cd {shlex_quote(self.dir)}\n{command}\n")
        os.chmod(self.script, 0o755)

    def write_settings(self):
        config = configparser.RawConfigParser()
        config.optionxform = str
        config.read(FENRIR_SETTINGS)
        overrides = {
            "screen": {"driver": "ptyDriver"},
            "keyboard": {"driver": "ptyDriver", "keyboardLayout": "pty",
                         "interruptOnKeyPress": str(self.interrupt_on_key)},
            "speech": {"enabled": "True", "driver": "genericDriver", "autoReadIncoming": "True",
                       "genericSpeechCommand": f"python3 -S -E {SPEAK} {self.log} {self.pace} fenrirRate fenrirText"},
            "sound": {"enabled": "False"},
            "braille": {"enabled": "False"},
            "general": {"shell": self.script, "debugLevel": "0",
                        "debugFile": os.path.join(self.dir, "fenrir-debug.log"),
                        "clipboardExportPath": os.path.join(self.dir, "clipboard")},
            "remote": {"enable": "False"},
            "time": {"enabled": "False"},
        }
        for section, values in overrides.items():
            if not config.has_section(section):
                config.add_section(section)
            for key, value in values.items():
                config.set(section, key, value)
        self.settings = os.path.join(self.dir, "settings.conf")
        with open(self.settings, "w") as f:
            config.write(f)

    def tmux(self, *args, check=True):
        result = subprocess.run(["tmux", "-u", "-L", self.socket, *args], capture_output=True, text=True)
        if check and result.returncode != 0:
            raise RuntimeError(f"tmux {' '.join(args)}: {result.stderr.strip()}")
        return result.stdout

    def start(self):
        self.tmux("-f", "/dev/null", "new-session", "-d", "-s", "a11y", "-x", str(COLUMNS), "-y", str(ROWS),
                  f"fenrir -s {shlex_quote(self.settings)}")
        self.tmux("set", "-g", "status", "off")
        self.pane_pid = int(self.tmux("display", "-p", "-t", "a11y", "#{pane_pid}").strip())
        self.socket_path = self.tmux("display", "-p", "-t", "a11y", "#{socket_path}").strip()

    def descendants(self):
        pids, frontier = [], [self.pane_pid]
        while frontier:
            pid = frontier.pop()
            pids.append(pid)
            try:
                with open(f"/proc/{pid}/task/{pid}/children") as f:
                    frontier.extend(int(p) for p in f.read().split())
            except OSError:
                pass
        return pids

    def close(self):
        try:
            pids = self.descendants()
        except AttributeError:
            pids = []
        self.tmux("kill-server", check=False)
        if getattr(self, "socket_path", ""):
            try:
                os.remove(self.socket_path)
            except OSError:
                pass
        deadline = time.monotonic() + 2
        while time.monotonic() < deadline and any(os.path.exists(f"/proc/{p}") for p in pids):
            time.sleep(0.1)
        for pid in pids:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
            # Fenrir leaves its remote-control socket behind even with [remote] off.
            try:
                os.remove(f"/tmp/fenrirscreenreader-{pid}.sock")
            except OSError:
                pass

    def send(self, key):
        if key.startswith("type:"):
            self.tmux("send-keys", "-t", "a11y", "-l", key[5:])
        elif key == "Esc":
            self.tmux("send-keys", "-t", "a11y", "M-:")
            time.sleep(0.2)
            self.tmux("send-keys", "-t", "a11y", "Escape")
        elif len(key) == 1:
            self.tmux("send-keys", "-t", "a11y", "-l", key)
        else:
            self.tmux("send-keys", "-t", "a11y", key)

    def screen(self):
        lines = self.tmux("capture-pane", "-p", "-t", "a11y").split("\n")[:ROWS]
        return [line.rstrip() for line in lines] + [""] * (ROWS - len(lines))

    def settle(self):
        """The screen once unchanged for SETTLE seconds (SETTLE_TIMEOUT at most): (screen, time,
        settled, the screens seen on the way)."""
        start = time.monotonic()
        last, since = self.screen(), time.monotonic()
        seen = [last]
        while True:
            time.sleep(0.05)
            now = self.screen()
            if now != last:
                last, since = now, time.monotonic()
                seen.append(now)
            elif time.monotonic() - since >= SETTLE:
                return last, time.time(), True, seen
            if time.monotonic() - start > SETTLE_TIMEOUT:
                return last, time.time(), False, seen

    def watch(self, seconds):
        """The screens shown over the next `seconds`, captured every 50 ms: what a streaming app
        showed between two keys, for the stale check."""
        seen, end = [], time.monotonic() + seconds
        while time.monotonic() < end:
            seen.append(self.screen())
            time.sleep(0.05)
        return seen

    def full_screen(self):
        return self.tmux("display", "-p", "-t", "a11y", "#{alternate_on}").strip() == "1"

    def speech(self):
        records = []
        with open(self.log, encoding="utf-8") as f:
            for line in f:
                try:
                    records.append(json.loads(line))
                except ValueError:
                    pass
        utterances, by_pid = [], {}
        for record in records:
            if record["e"] == "start":
                u = {"t": record["t"], "text": record.get("text", ""), "pid": record["pid"], "end": None,
                     "wps": record.get("wps", WORDS_PER_SECOND)}
                utterances.append(u)
                by_pid[record["pid"]] = u
            elif record["pid"] in by_pid:
                by_pid[record["pid"]]["end"] = record["e"]
                by_pid[record["pid"]]["t_end"] = record["t"]
        return utterances


def shlex_quote(text):
    import shlex
    return shlex.quote(text)


def sentence_row(screen, choice, full_screen=True):
    """The index of the sentence's row: top, or bottom (the window's last row for a full-screen
    app, the last line written for an inline one)."""
    if choice == "top":
        return 0
    if full_screen:
        return len(screen) - 1
    return max((i for i, line in enumerate(screen) if line.strip()), default=len(screen) - 1)


def row_text(screen, choice, full_screen):
    return screen[sentence_row(screen, choice, full_screen)].strip()


def choose_row(steps, choice, full_screen):
    """`choice`, or for auto the row (top or bottom) that reads like a sentence and changed with
    the most keys (top when they tie)."""
    if choice != "auto":
        return choice
    def score(row):
        return sum(1 for step in steps
                   if sentence_like(row_text(step["after"], row, full_screen))
                   and row_text(step["after"], row, full_screen) != row_text(step["before"], row, full_screen))
    return max(["top", "bottom"], key=score)


def key_sentence(step, row, full_screen):
    """The key's sentence: its row once the screen settled; on a screen that never settled (a
    streaming app), the first new text the row showed after the key."""
    if step["settled"]:
        return row_text(step["after"], row, full_screen)
    old = row_text(step["before"], row, full_screen)
    for screen in step["seen"]:
        text = row_text(screen, row, full_screen)
        if text != old and text:
            return text
    return row_text(step["after"], row, full_screen)


def sentence_words(row):
    tokens = words(row)
    if row.rstrip().endswith("…") and tokens:
        tokens = tokens[:-1]
    return tokens


def run_app(name, app, binary, pace, out, row_choice, interrupt_on_key):
    session = Session(name, app, binary, pace, out, interrupt_on_key)
    result = {"app": name, "pace": pace, "steps": [], "failures": [], "idle": []}
    try:
        session.start()
        # The first screen (a streaming app never settles: SETTLE_TIMEOUT), then Fenrir's reading
        # of it: until nothing new was said for a second (at most STARTUP_TIMEOUT); at real pace
        # the first key interrupts what is still being read.
        deadline = time.monotonic() + STARTUP_TIMEOUT
        while time.monotonic() < deadline and not any(line.strip() for line in session.screen()):
            time.sleep(0.1)
        session.settle()
        result["full_screen"] = session.full_screen()
        while time.monotonic() < deadline:
            said = session.speech()
            if said and time.time() - said[-1]["t"] >= 1.0:
                break
            time.sleep(0.2)
        interval = FAST_INTERVAL if pace == "fast" else REAL_INTERVAL
        for key in app["keys"]:
            before = session.screen()
            t_key = time.time()
            session.send(key)
            after, t_settle, settled, seen = session.settle()
            result["steps"].append({"key": key, "t": t_key, "t_settle": t_settle, "settled": settled,
                                    "before": before, "after": after, "seen": seen})
            wait = t_key + interval - time.time()
            if pace == "fast":
                wait = max(wait, t_settle + 0.8 - time.time())
            if wait > 0:
                seen.extend(session.watch(wait))
        last = result["steps"][-1]["t_settle"]
        if pace == "fast":
            time.sleep(max(0, last + IDLE_DELAY + IDLE_SECONDS - time.time()))
        else:
            # Long enough for the last sentence to be heard (or not) at a real voice's pace.
            time.sleep(max(0, last + REAL_INTERVAL + 0.5 - time.time()))
        result["utterances"] = session.speech()
    finally:
        session.close()
    full = result.get("full_screen", True)
    result["row"] = choose_row(result["steps"], row_choice, full)
    for step in result["steps"]:
        step["sentence"] = key_sentence(step, result["row"], full)
    analyse(result)
    with open(os.path.join(out, "result.json"), "w") as f:
        json.dump(result, f, indent=1, ensure_ascii=False)
    return result


def heard_to_end(window, owner, last, utterances, steps):
    """Whether the sentence's last word was spoken before its utterance was cut off: an
    utterance holds the sentence and the other lines of the update after it, so it may be cut
    after the sentence was heard. The cut is the "killed" record, or (for a kill that leaves
    none) the first key or utterance after the start."""
    holder = window[owner[last]]
    if holder["end"] == "end":
        return True
    # Words spoken up to the sentence's end: all of the utterance's words up to the last
    # sentence word counted in the stream (Fenrir's own words included, as speak.py times them).
    spoken_stream = sum(1 for i in owner[:last + 1] if window[i] is holder)
    vocabulary, counted, through = fenrir_words(), 0, 0
    for w in words(holder["text"]):
        through += 1
        if w not in vocabulary:
            counted += 1
            if counted == spoken_stream:
                break
    needed = through / holder["wps"]
    cut = holder.get("t_end")
    if cut is None:
        later = [s["t"] for s in steps if s["t"] > holder["t"]] + [u["t"] for u in utterances if u["t"] > holder["t"]]
        cut = min(later, default=float("inf"))
    return cut - holder["t"] >= needed


def analyse(result):
    utterances = result.get("utterances", [])
    steps = result["steps"]
    vocabulary = fenrir_words()
    app, pace = result["app"], result["pace"]
    for k, step in enumerate(steps):
        t_next = steps[k + 1]["t"] if k + 1 < len(steps) else steps[-1]["t_settle"] + IDLE_DELAY
        label = f"{app} {pace} #{k + 1} {step['key']}"
        # 1, 2: the sentence in what was said from the key on.
        stream, owner = [], []
        # Fast pace: what was said until the next key. Real pace: from the key on (a real voice's
        # queue may start the sentence after the next key).
        window = [u for u in utterances if u["t"] >= step["t"] and (pace == "real" or u["t"] < t_next)]
        for i, u in enumerate(window):
            for w in words(u["text"]):
                if w not in vocabulary:
                    stream.append(w)
                    owner.append(i)
        target = [w for w in sentence_words(step["sentence"]) if w not in vocabulary]
        at = find(target, stream)
        step.update(spoken=at >= 0, before_words=None, seconds=None, heard=None)
        if not target:
            result["failures"].append(f"{label}: no sentence on the screen")
        elif at < 0:
            result["failures"].append(f"{label}: sentence not spoken: {step['sentence']!r}")
        else:
            first = window[owner[at]]
            step["before_words"] = at
            step["seconds"] = round(first["t"] - step["t"], 2)
            if at > MAX_WORDS_BEFORE:
                result["failures"].append(f"{label}: {at} words before the sentence")
            if pace == "real":
                step["heard"] = heard_to_end(window, owner, at + len(target) - 1, utterances, steps)
                if not step["heard"] and not step["settled"]:
                    # The key started a stream the user asked to hear (End or `f` in a live
                    # log): its lines are read as they arrive, as `tail -f`'s would be, and one
                    # may cut the sentence. Listed, not counted.
                    result.setdefault("notes", []).append(
                        f"{label}: sentence cut by the stream the key follows (not counted)")
                elif not step["heard"]:
                    result["failures"].append(f"{label}: sentence cut off (not heard to the end)")
        # 3: nothing stale (fast pace).
        step["stale"] = []
        if pace == "fast":
            shown = step["before"] + step["after"] + [line for screen in step["seen"] for line in screen]
            if not step["settled"] and k + 1 < len(steps):
                # A followed stream keeps drawing after the captures stop, until the next key.
                shown += steps[k + 1]["before"]
            allowed = set(words("\n".join(shown))) | vocabulary
            stale_utterances = []
            for u in utterances:
                # Fenrir echoes a character deleted by Backspace (charDeleteEcho): one character
                # of the text before the key, not a word of it.
                echo = len(u["text"].strip()) == 1 and u["text"].strip() in "\n".join(step["before"])
                if step["t"] <= u["t"] < t_next and not echo:
                    stale = [w for w in words(u["text"]) if w not in allowed]
                    if stale:
                        step["stale"].extend(stale)
                        stale_utterances.append((stale, u["text"]))
            if stale_utterances:
                stale, text = stale_utterances[0]
                result["failures"].append(f"{label}: {len(stale_utterances)} utterance(s) with stale words, "
                                          f"the first: {stale[:6]} in {text[:70]!r}")
    # 4: quiet when idle (fast pace).
    if pace == "fast" and steps:
        begin = steps[-1]["t_settle"] + IDLE_DELAY
        result["idle"] = [u for u in utterances if begin <= u["t"] < begin + IDLE_SECONDS + 1]
        if result["idle"]:
            first = result["idle"][0]
            result["failures"].append(
                f"{app} {pace} idle: {len(result['idle'])} utterance(s) in {IDLE_SECONDS:.0f} s; the first "
                f"{first['t'] - steps[-1]['t_settle']:.1f} s after the last key settled: {first['text'][:70]!r}")


def table(result):
    lines = [f"{result['app']} ({result['pace']} pace, sentence row: {result.get('row', '?')})",
             f"  {'#':>2} {'key':<10} {'spoken':<6} {'before':>6} {'secs':>5} {'stale':>5} {'heard':<5}  sentence"]
    for k, step in enumerate(result["steps"]):
        before = "-" if step["before_words"] is None else str(step["before_words"])
        seconds = "-" if step["seconds"] is None else f"{step['seconds']:.2f}"
        heard = "-" if step["heard"] is None else ("yes" if step["heard"] else "no")
        stale = len(step["stale"]) if result["pace"] == "fast" else "-"
        unsettled = "" if step["settled"] else " (screen never settled)"
        lines.append(f"  {k + 1:>2} {step['key']:<10} {'yes' if step['spoken'] else 'no':<6} {before:>6} {seconds:>5} "
                     f"{stale!s:>5} {heard:<5}  {step['sentence'][:60]}{unsettled}")
    if result["pace"] == "fast":
        lines.append(f"  idle: {len(result['idle'])} utterance(s) in {IDLE_SECONDS:.0f} s after the last key")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bin-dir", required=True, help="the directory of fruitstand-tui (and of the examples "
                        "unless --examples-dir)")
    parser.add_argument("--examples-dir", help="the directory of pick, logtail, commits, table")
    parser.add_argument("--app", action="append", choices=sorted(APPS), help="the app(s) to run (all by default)")
    parser.add_argument("--pace", choices=["fast", "real", "both"], default="both")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--sentence-row", choices=["auto", "top", "bottom"], default="auto")
    parser.add_argument("--shipped-interrupt", action="store_true",
                        help="keep Fenrir's shipped interruptOnKeyPress=False (speech is then only queued: "
                        "a key does not stop what is being said)")
    parser.add_argument("--out", help="where to keep each run's files (a new temporary directory by default)")
    options = parser.parse_args()
    if not shutil.which("fenrir") or not shutil.which("tmux"):
        sys.exit("a11y: needs fenrir and tmux (sudo apt-get install fenrir tmux)")
    out = options.out or tempfile.mkdtemp(prefix="a11y-")
    paces = ["fast", "real"] if options.pace == "both" else [options.pace]
    results = []
    for name in options.app or list(APPS):
        app = APPS[name]
        folder = options.bin_dir if app["dir"] == "bin" else (options.examples_dir or options.bin_dir)
        binary = os.path.abspath(os.path.join(folder, app["binary"]))
        if not os.access(binary, os.X_OK):
            sys.exit(f"a11y: no binary {binary}")
        for run in range(options.runs):
            for pace in paces:
                result = run_app(name, app, binary, pace, os.path.join(out, f"{name}-{pace}-{run + 1}"),
                                 options.sentence_row, not options.shipped_interrupt)
                results.append(result)
                print(table(result), flush=True)
                known = app.get("known", {})
                def is_known(failure):
                    # "" stands for every check of the app.
                    return any(not check or re.search(rf" {re.escape(check)}(?:[ :,]|$)", failure) for check in known)
                result["known"] = [f for f in result["failures"] if is_known(f)]
                result["failures"] = [f for f in result["failures"] if not is_known(f)]
                for failure in result["known"]:
                    print(f"  KNOWN {failure}", flush=True)
                for failure in result["failures"]:
                    print(f"  FAIL {failure}", flush=True)
                for note in result.get("notes", []):
                    print(f"  NOTE {note}", flush=True)
                for check, reason in known.items():
                    print(f"  known, not counted ({check or 'every check'}): {reason}", flush=True)
                print(flush=True)
    failures = sum(len(r["failures"]) for r in results)
    known = sum(len(r.get("known", [])) for r in results)
    notes = sum(len(r.get("notes", [])) for r in results)
    print(f"a11y: {len(results)} run(s), {failures} failed check(s), {known} known, {notes} noted; logs in {out}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()

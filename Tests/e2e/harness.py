"""Helpers for the end-to-end tests: a private tmux server, a shell in it, polling, pyte."""

import os
import shutil
import subprocess
import tempfile
import time

BINARY = None  # set by run.py
PICK = None  # the `pick` example, set by run.py --pick
PROBE = None  # Tests/InlineProbe, set by run.py --probe
EXAMPLES = None  # the Examples package's release products, set by run.py --examples
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TIMEOUT = 15.0

# Every run is reproducible: the same stand and good weather, whatever the date.
DEFAULT_ARGS = ["--seed", "7", "--weather", "good"]
# The title bar once the stand has loaded.
LOADED = "☀ open · 11 fruit"

# Runs the app from the pane's shell and records what the tests check (the terminal's settings
# read from /dev/tty, since the app's standard input may be a pipe). The wrapper ignores
# SIGINT/SIGQUIT so that Ctrl-C (sent to the whole foreground job) only reaches the app, whose
# signals are reset to the default by `env --default-signal` before exec.
WRAPPER = r"""#!/bin/sh
dir=$1; shift
stty -g < /dev/tty > "$dir/before"
trap '' INT QUIT
env --default-signal=INT,QUIT sh -c 'echo $$ > "$0/pid"; exec "$@"' "$dir" "$@"
echo $? > "$dir/status"
stty -g < /dev/tty > "$dir/after"
echo E2E-DONE
"""


def wait_until(condition, timeout=TIMEOUT, interval=0.05, message="condition"):
    """Polls `condition` until it returns a truthy value; fails after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout}s waiting for {message}")
        time.sleep(interval)


def example(name):
    """The path of the release build of the example `name` (run.py --examples); fails the test
    when it was not built, so that a missing binary is never a silent skip."""
    path = os.path.join(EXAMPLES or "", name)
    if not EXAMPLES or not os.access(path, os.X_OK):
        raise AssertionError(f"no release build of the {name} example: run.py --examples DIR")
    return path


class Tmux:
    """A private tmux server with one window running an interactive shell."""

    counter = 0

    def __init__(self, width=80, height=24, term="tmux-256color", env=None, settings=""):
        Tmux.counter += 1
        self.socket = f"fruitstand-e2e-{os.getpid()}-{Tmux.counter}"
        self.dir = tempfile.mkdtemp(prefix="fruitstand-e2e-")
        config = os.path.join(self.dir, "tmux.conf")
        with open(config, "w") as f:
            f.write(f"set -g default-terminal {term}\nset -g status off\nset -g history-limit 5000\n{settings}\n")
        self.wrapper = os.path.join(self.dir, "run-app")
        with open(self.wrapper, "w") as f:
            f.write(WRAPPER)
        os.chmod(self.wrapper, 0o755)
        shell_env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": os.environ.get("HOME", "/tmp"),
            "LANG": "C.UTF-8",
            "PS1": "$ ",
            # A private state file: runs neither see nor touch the user's.
            "XDG_STATE_HOME": os.path.join(self.dir, "state"),
        }
        shell_env.update(env or {})
        assignments = [f"{k}={v}" for k, v in shell_env.items()]
        self.tmux("-f", config, "new-session", "-d", "-s", "e2e", "-x", str(width), "-y", str(height),
                  "env", "-i", *assignments, f"TERM={term}", "bash", "--norc", "--noprofile")
        wait_until(lambda: self.screen().rstrip().endswith("$"), message="the shell prompt")

    def state_file(self):
        return os.path.join(self.dir, "state", "fruitstand-tui", "state.json")

    def tmux(self, *args, check=True):
        result = subprocess.run(["tmux", "-u", "-L", self.socket, *args], capture_output=True, text=True)
        if check and result.returncode != 0:
            raise AssertionError(f"tmux {' '.join(args)} failed: {result.stderr}")
        return result.stdout

    def close(self):
        self.tmux("kill-server", check=False)
        shutil.rmtree(self.dir, ignore_errors=True)

    # Input and output.

    def type(self, text):
        self.tmux("send-keys", "-t", "e2e", "-l", text)

    def keys(self, *keys):
        self.tmux("send-keys", "-t", "e2e", *keys)

    def run_line(self, line):
        self.type(line)
        self.keys("Enter")

    def screen(self):
        """The visible screen as tmux shows it, normalized."""
        return normalize(self.tmux("capture-pane", "-p", "-t", "e2e"))

    def history(self):
        """Everything the pane showed, wrapped lines joined."""
        text = self.tmux("capture-pane", "-p", "-J", "-t", "e2e", "-S", "-5000")
        return "\n".join(line.rstrip() for line in text.split("\n"))

    def alternate_on(self):
        return self.tmux("display", "-p", "-t", "e2e", "#{alternate_on}").strip() == "1"

    def modes(self):
        """The terminal modes a program can leave behind, as tmux tracks them."""
        names = ("alternate_on", "mouse_any_flag", "keypad_flag", "keypad_cursor_flag", "cursor_flag")
        values = self.tmux("display", "-p", "-t", "e2e", " ".join(f"#{{{n}}}" for n in names)).split()
        return dict(zip(names, values))

    def shell_pid(self):
        return int(self.tmux("display", "-p", "-t", "e2e", "#{pane_pid}").strip())

    def resize(self, width, height):
        self.tmux("resize-window", "-t", "e2e", "-x", str(width), "-y", str(height))

    def capture_output(self):
        """From now on, records every byte written to the pane (tmux pipe-pane), for `output`."""
        self.capture = os.path.join(self.dir, "bytes")
        open(self.capture, "wb").close()
        self.tmux("pipe-pane", "-O", "-t", "e2e", f"cat >> {self.capture}")

    def output(self):
        """The bytes recorded since `capture_output` (they may lag the screen a little)."""
        with open(self.capture, "rb") as f:
            return f.read()

    def wait_output_still(self, settle=0.3, timeout=TIMEOUT):
        """Waits until nothing has been written for `settle` seconds (an idle app writes
        nothing, so this is the end of every animation)."""
        last = {"size": -1, "since": time.monotonic()}

        def still():
            size = os.path.getsize(self.capture)
            if size != last["size"]:
                last["size"], last["since"] = size, time.monotonic()
            return time.monotonic() - last["since"] >= settle
        wait_until(still, timeout, message="the app to stop writing")

    def wait_for(self, text, timeout=TIMEOUT):
        return wait_until(lambda: text in self.screen(), timeout, message=repr(text))

    def wait_still(self, settle=0.5, timeout=TIMEOUT):
        """Waits until the screen stays the same for `settle` seconds (animations ended)."""
        last = {"screen": None, "since": time.monotonic()}

        def still():
            screen = self.screen()
            if screen != last["screen"]:
                last["screen"], last["since"] = screen, time.monotonic()
            return time.monotonic() - last["since"] >= settle and screen
        return wait_until(still, timeout, message="the screen to stop changing")

    # The app.

    def start_app(self, *args, env="", prefix=()):
        """Starts the app (with DEFAULT_ARGS) through the wrapper; returns its pid once it runs.
        `prefix` is a command that execs the app (e.g. setpriv with its options)."""
        for name in ("pid", "status", "after"):
            path = os.path.join(self.dir, name)
            if os.path.exists(path):
                os.remove(path)
        command = " ".join([self.wrapper, self.dir, *prefix, BINARY, *DEFAULT_ARGS, *args])
        self.run_line(f"clear; {env} {command}" if env else f"clear; {command}")
        pid = wait_until(lambda: self.read("pid"), message="the app's pid")
        return int(pid)

    def start_app_command(self, command):
        """Starts `command` (a list) through the wrapper, as `start_app` starts the app; returns
        its pid once it runs."""
        for name in ("pid", "status", "after"):
            path = os.path.join(self.dir, name)
            if os.path.exists(path):
                os.remove(path)
        self.run_line(" ".join([self.wrapper, self.dir, *command]))
        return int(wait_until(lambda: self.read("pid"), message="the pid"))

    def read(self, name):
        path = os.path.join(self.dir, name)
        try:
            with open(path) as f:
                return f.read().strip() or None
        except FileNotFoundError:
            return None

    def wait_for_exit(self, timeout=TIMEOUT):
        """Waits for the wrapper to finish; returns the app's exit status."""
        wait_until(lambda: self.read("after") is not None, timeout, message="the app to exit")
        return int(self.read("status"))


def proc_stat(pid):
    """The fields of /proc/PID/stat after the command name (field 3, the state, is [0]);
    raises FileNotFoundError once the process is gone.

    A process reaped between the open and the read makes the read fail with ESRCH
    (ProcessLookupError): gone too (a clean clone's exit-path test failed on it once)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()
    except ProcessLookupError as error:
        raise FileNotFoundError(f"/proc/{pid}/stat: the process is gone") from error


def normalize(text):
    """Screen text without trailing spaces on lines and without trailing empty lines."""
    return "\n".join(line.rstrip() for line in text.split("\n")).rstrip("\n")


def headless_screen(width, height, *args):
    """What `--headless` prints at this size."""
    result = subprocess.run([BINARY, "--headless", "--size", f"{width}x{height}", *DEFAULT_ARGS, *args],
                            capture_output=True, text=True, check=True)
    return normalize(result.stdout)


def headless_after(width, height, script, *args):
    """What `--headless` prints at this size after playing `script` (script-language text,
    "Wait Loaded" first, "Wait Idle" last)."""
    with tempfile.NamedTemporaryFile("w", suffix=".tape", prefix="fruitstand-e2e-") as tape:
        tape.write(f"Wait Loaded\nSet TypingSpeed 0ms\n{script}\nWait Idle\n")
        tape.flush()
        return headless_screen(width, height, "--script", tape.name, *args)


def add_exit_tests(test_class, names, program, skip=()):
    """Adds to `test_class` one test per way out in `names`, started from a script and from an
    interactive shell (`test_<name>_from_script`, `..._from_interactive_shell`), each calling
    `self.check(name, interactive)`; `skip` lists the (name, interactive) pairs to leave out."""
    for name in names:
        for interactive in (False, True):
            if (name, interactive) in skip:
                continue

            def test(self, name=name, interactive=interactive):
                self.check(name, interactive)
            launch = "interactive_shell" if interactive else "script"
            test.__name__ = f"test_{name}_from_{launch}"
            test.__doc__ = f"{name}, {program} started from {'an interactive shell' if interactive else 'a script'}."
            setattr(test_class, test.__name__, test)


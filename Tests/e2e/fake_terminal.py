"""A pseudo-terminal on which the test plays the terminal: it answers the app's start-up queries
as a given terminal would (kitty, tmux, one that says nothing), sends keys, and keeps every byte
the app writes, which pyte turns into the screen."""

import fcntl
import os
import pty
import signal
import struct
import subprocess
import termios
import threading
import time

import harness
import vt

# The queries the app sends at start-up (TerminalCapabilities.query).
QUERY = b"\x1b[?2026$p\x1b[?u\x1b[c"
# Answers: a terminal with synchronized output and the kitty keyboard protocol (kitty, foot,
# WezTerm, Ghostty), one that answers only the device attributes (tmux 3.3a, xterm without the
# mode), and one that answers nothing.
KITTY = b"\x1b[?2026;2$y\x1b[?0u\x1b[?62;22c"
DEVICE_ATTRIBUTES_ONLY = b"\x1b[?1;2c"
SILENT = b""


class FakeTerminal:
    def __init__(self, command, answers, width=80, height=24, env=None):
        self.width, self.height = width, height
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))
        self.answers = answers
        self.output = bytearray()
        self.lock = threading.Lock()
        environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": os.environ.get("HOME", "/tmp"),
                       "LANG": "C.UTF-8", "TERM": "xterm-256color"}
        environment.update(env or {})

        def controlling_terminal():
            # The app's own session, with this pty as its controlling terminal (/dev/tty), and
            # the signals a shell in a terminal leaves at their defaults: a test run from a
            # background job (nohup, a CI runner) has SIGINT and SIGQUIT ignored, the app would
            # keep them ignored as ncurses does, and Ctrl-C would rightly do nothing.
            os.setsid()
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)
            for number in (signal.SIGINT, signal.SIGQUIT, signal.SIGHUP):
                signal.signal(number, signal.SIG_DFL)

        self.process = subprocess.Popen(command, stdin=slave, stdout=slave, stderr=subprocess.PIPE, env=environment,
                                        preexec_fn=controlling_terminal)
        os.close(slave)
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        answered = False
        while True:
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                return
            if not chunk:
                return
            with self.lock:
                self.output += chunk
                if not answered and QUERY in self.output:
                    answered = True
                    if self.answers:
                        os.write(self.master, self.answers)

    def send(self, data):
        os.write(self.master, data)

    def written(self):
        with self.lock:
            return bytes(self.output)

    def screen(self):
        return vt.render(self.written(), self.width, self.height)

    def wait_for(self, text, timeout=harness.TIMEOUT):
        return harness.wait_until(lambda: text in self.screen(), timeout, message=repr(text))

    def wait_for_exit(self, timeout=harness.TIMEOUT):
        """The exit status as subprocess gives it (-N for a signal N), once the app is gone and
        everything it wrote has been read."""
        status = self.process.wait(timeout=timeout)
        self.reader.join(timeout=5)
        return status

    def close(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait()
        try:
            os.close(self.master)
        except OSError:
            pass
        time.sleep(0)

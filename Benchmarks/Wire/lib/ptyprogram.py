"""A program on a pseudo-terminal that the benchmark script plays the terminal on."""

import fcntl
import os
import pty
import struct
import subprocess
import termios
import threading
import time

DEVICE_ATTRIBUTES = b"\x1b[c"
# Answered as tmux 3.3 answers: device attributes only.
ANSWER = b"\x1b[?1;2c"
ENVIRONMENT = {"LANG": "C.UTF-8", "TERM": "xterm-256color"}


class PtyProgram:
    """Runs `argv` with a pseudo-terminal of `width` x `height` as its controlling terminal,
    standard error and (unless `stdin` is given, a file to read) standard input and output; a
    thread reads everything it writes, answers the device-attributes query, and hands each
    read to `received(data, arrived)`, which a subclass overrides."""

    def __init__(self, argv, width, height, stdin=None):
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": os.environ.get("HOME", "/tmp"), **ENVIRONMENT}

        def controlling_terminal():
            os.setsid()
            fcntl.ioctl(slave, termios.TIOCSCTTY, 0)

        self.process = subprocess.Popen(
            argv, stdin=stdin if stdin is not None else slave, stdout=subprocess.DEVNULL if stdin is not None else slave,
            stderr=slave, env=env, preexec_fn=controlling_terminal)
        os.close(slave)
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        while True:
            try:
                data = os.read(self.master, 65536)
            except OSError:
                return
            if not data:
                return
            arrived = time.monotonic()
            if DEVICE_ATTRIBUTES in data:
                os.write(self.master, ANSWER)
            self.received(data, arrived)

    def received(self, data, arrived):
        pass

    def send(self, data):
        os.write(self.master, data)

    def close(self):
        self.process.kill()
        self.process.wait()
        os.close(self.master)

"""An unusable terminal gives one line on stderr and exit status 2, and is left untouched."""

import fcntl
import os
import pty
import select
import struct
import subprocess
import termios
import unittest

import harness


def run_in_pty(env, width=80, height=24):
    """Runs the app on a fresh pseudo-terminal; returns (status, stderr, bytes written to it,
    termios changed)."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))
    before = termios.tcgetattr(slave)
    try:
        process = subprocess.Popen([harness.BINARY], stdin=slave, stdout=slave, stderr=subprocess.PIPE,
                                   env=env, start_new_session=True)
        _, stderr = process.communicate(timeout=harness.TIMEOUT)
        output = b""
        while select.select([master], [], [], 0)[0]:
            try:
                chunk = os.read(master, 4096)
            except OSError:
                break
            if not chunk:
                break
            output += chunk
        changed = termios.tcgetattr(slave) != before
        return process.returncode, stderr.decode(), output, changed
    finally:
        os.close(master)
        os.close(slave)


def base_env(**extra):
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": os.environ.get("HOME", "/tmp"),
           "LANG": "C.UTF-8"}
    env.update(extra)
    return env


class TerminalErrorTests(unittest.TestCase):
    category = "terminal configurations"

    def check(self, env, message):
        status, stderr, output, changed = run_in_pty(env)
        self.assertEqual(status, 2)
        self.assertEqual(stderr, f"fruitstand-tui: {message}\n")
        self.assertEqual(output, b"", "the app wrote to the terminal")
        self.assertFalse(changed, "the terminal's settings changed")

    def test_not_a_terminal(self):
        """No terminal at all: standard input and output are not one, and there is no controlling
        terminal to fall back on (a new session, as under CI or cron)."""
        result = subprocess.run(["bash", "-c", f"set -o pipefail; '{harness.BINARY}' < /dev/null | cat"],
                                capture_output=True, text=True, timeout=harness.TIMEOUT, start_new_session=True)
        self.assertEqual(result.returncode, 2)
        self.assertEqual(result.stderr, "fruitstand-tui: needs an interactive terminal; try --demo --headless\n")
        self.assertEqual(result.stdout, "")

    def test_unknown_term(self):
        self.check(base_env(TERM="nonexistent"),
                   "unknown terminal type 'nonexistent' (no terminfo entry); try TERM=xterm-256color")

    def test_term_unset(self):
        self.check(base_env(), "TERM is not set; set it to your terminal's type, e.g. TERM=xterm-256color")

    def test_term_empty(self):
        self.check(base_env(TERM=""), "TERM is not set; set it to your terminal's type, e.g. TERM=xterm-256color")

    def test_term_dumb(self):
        self.check(base_env(TERM="dumb"),
                   "terminal type 'dumb' cannot run a full-screen app (it cannot move the cursor)")


class HeadlessTests(unittest.TestCase):
    category = "headless"

    def test_headless_works_piped(self):
        result = subprocess.run(["bash", "-c", f"set -o pipefail; '{harness.BINARY}' --headless --size 40x12 | cat"],
                                capture_output=True, text=True, timeout=harness.TIMEOUT)
        self.assertEqual(result.returncode, 0, result.stderr)
        lines = result.stdout.rstrip("\n").split("\n")
        self.assertEqual(len(lines), 12)
        self.assertIn("Fruit Stand", lines[0])
        self.assertIn("q quit", lines[-1])

    def test_demo_headless_plays_to_the_end(self):
        result = subprocess.run([harness.BINARY, "--demo", "--headless", *harness.DEFAULT_ARGS], capture_output=True,
                                text=True, timeout=harness.TIMEOUT)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stderr, "")
        self.assertIn("Fruit Stand", result.stdout.split("\n")[0])
        self.assertIn("▶ Your turn: run fruitstand-tui", result.stdout)

    def test_bad_size_is_a_usage_error(self):
        result = subprocess.run([harness.BINARY, "--headless", "--size", "80by24"], capture_output=True, text=True)
        self.assertEqual(result.returncode, 2)
        self.assertEqual(result.stderr.count("\n"), 1)
        self.assertTrue(result.stderr.startswith("fruitstand-tui: "), result.stderr)
        self.assertIn("80by24", result.stderr)

    def test_help_and_version(self):
        help_text = subprocess.run([harness.BINARY, "--help"], capture_output=True, text=True)
        self.assertEqual(help_text.returncode, 0)
        self.assertIn("USAGE: fruitstand-tui", help_text.stdout)
        self.assertIn("--headless", help_text.stdout)
        self.assertNotIn("debug", help_text.stdout, "debug flags are hidden")
        version = subprocess.run([harness.BINARY, "--version"], capture_output=True, text=True)
        self.assertEqual(version.returncode, 0)
        self.assertRegex(version.stdout.strip(), r"^\d+\.\d+\.\d+$")


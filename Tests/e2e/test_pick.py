"""`pick`, the inline example, as a shell tool: below the prompt, never on the alternate screen,
keys from the terminal while the lines come from a pipe, the choice on stdout for `$(...)`, and
the terminal as it was on every way out."""

import os
import signal
import time
import unittest

import harness
from harness import Tmux, wait_until
from test_exit_paths import kill_if_running, process_is_gone

ABOVE = [f"line above {n}" for n in range(1, 6)]


def setUpModule():
    if not harness.PICK:
        raise unittest.SkipTest("no pick binary (run.py --pick PATH)")

# Runs pick the way a script would, in a command substitution, and writes down what the tests
# check. Like the app's wrapper it ignores SIGINT/SIGQUIT itself, so that Ctrl-C (sent to the
# whole foreground job) only decides pick's status, which is what it records.
WRAPPER = r"""#!/bin/bash
dir=$1; shift
stty -g > "$dir/before"
trap '' INT QUIT
x=$(seq 1 "$LINES_IN" | env --default-signal=INT,QUIT "$@")
echo $? > "$dir/status"
printf '%s' "$x" > "$dir/result"
stty -g > "$dir/after"
echo "E2E-DONE [$x]"
"""


def pick_pid(tty):
    """The pid of the `pick` process whose controlling terminal is `tty`, once it runs."""
    device = os.stat(tty).st_rdev
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                stat = f.read()
        except (FileNotFoundError, ProcessLookupError):
            continue
        name = stat[stat.index("(") + 1:stat.rindex(")")]
        fields = stat.rsplit(")", 1)[1].split()
        if name == "pick" and int(fields[4]) == device and fields[0] not in ("Z", "X"):
            return int(entry)
    return None


class PickSession:
    """A tmux pane with lines above the prompt, running pick through the wrapper (from a
    script) or typed at the interactive shell."""

    def __init__(self, test, width=80, height=24, lines_in=100000, above=ABOVE):
        self.test = test
        self.tmux = Tmux(width=width, height=height)
        test.addCleanup(self.tmux.close)
        self.lines_in = lines_in
        self.wrapper = os.path.join(self.tmux.dir, "run-pick")
        with open(self.wrapper, "w") as f:
            f.write(WRAPPER)
        os.chmod(self.wrapper, 0o755)
        self.tmux.run_line("clear")
        wait_until(lambda: self.tmux.screen().strip() == "$", message="a clear screen")
        self.tmux.run_line(f"printf '%s\\n' {' '.join(repr(line) for line in above)}")
        self.above = above
        wait_until(lambda: above[-1] in self.tmux.screen() if above else True, message="the lines above")
        self.shell_modes = self.tmux.modes()
        self.alternate_seen = False

    def pane_tty(self):
        return self.tmux.tmux("display", "-p", "-t", "e2e", "#{pane_tty}").strip()

    def start(self, *args, interactive=False):
        """Starts pick; returns its pid once it shows its count."""
        tmux = self.tmux
        self.interactive = interactive
        if interactive:
            tmux.run_line(f"stty -g > {tmux.dir}/before")
            wait_until(lambda: tmux.read("before"), message="stty before pick")
            tmux.run_line(f"x=$(seq 1 {self.lines_in} | {harness.PICK} {' '.join(args)})")
        else:
            tmux.run_line(f"LINES_IN={self.lines_in} {self.wrapper} {tmux.dir} {harness.PICK} {' '.join(args)}")
        pid = wait_until(lambda: pick_pid(self.pane_tty()), message="pick's pid")
        self.test.addCleanup(kill_if_running, pid)
        self.wait_for(f"/{self.lines_in}")
        return pid

    def wait_for(self, text, timeout=harness.TIMEOUT):
        def seen():
            self.alternate_seen |= self.tmux.alternate_on()
            return text in self.tmux.screen()
        wait_until(seen, timeout, message=repr(text))

    def finish(self, pid, interactive=False):
        """Waits for pick to end; its status, and what `$x` holds."""
        tmux = self.tmux
        wait_until(lambda: process_is_gone(pid), timeout=30, message="pick to exit")
        if interactive:
            tmux.run_line(f"echo $? > {tmux.dir}/status; printf '%s' \"$x\" > {tmux.dir}/result; "
                          f"stty -g > {tmux.dir}/after; echo E2E-DONE")
        wait_until(lambda: tmux.read("after"), message="stty after pick")
        wait_until(lambda: "E2E-DONE" in tmux.screen(), message="the shell after pick")
        with open(os.path.join(tmux.dir, "result")) as f:
            result = f.read()
        return int(tmux.read("status")), result

    def check_restored(self):
        test, tmux = self.test, self.tmux
        test.assertFalse(self.alternate_seen, "pick turned the alternate screen on")
        test.assertEqual(tmux.read("before"), tmux.read("after"), "stty -g changed")
        test.assertEqual(tmux.modes(), self.shell_modes, "terminal modes left behind")
        history = tmux.history().split("\n")
        positions = [history.index(line) for line in self.above]
        test.assertEqual(positions, sorted(positions), "the lines above the prompt moved")
        test.assertEqual(len([line for line in history if line.startswith("line above")]), len(self.above),
                         "a line above the prompt was duplicated or lost")
        test.assertNotIn(f"/{self.lines_in}", tmux.screen(), "the region was left on the screen")


def exit_by_keys(*keys):
    def leave(session, pid):
        session.tmux.keys(*keys)
    return leave


def exit_by_signal(number):
    def leave(session, pid):
        os.kill(pid, number)
    return leave


def exit_after_suspending(session, pid):
    """Ctrl-Z: the region is cleared and the shell has its settings; `fg` draws it again."""
    tmux = session.tmux
    tmux.keys("7")
    session.wait_for("> 7")
    if session.interactive:
        # `x=$(...)` typed at an interactive shell is no job: nothing could continue pick, so
        # Ctrl-Z does nothing, as it does at the shell's own prompt.
        tmux.keys("C-z")
        tmux.keys("7")
        session.wait_for("> 77")
        session.test.assertNotIn("Stopped", tmux.screen())
        tmux.keys("Enter")
        return
    tmux.keys("C-z")
    wait_until(lambda: "Stopped" in tmux.screen(), message="the job to stop")
    session.test.assertEqual(tmux.modes(), session.shell_modes, "suspended with pick's modes")
    session.test.assertNotIn(f"/{session.lines_in}", tmux.screen(), "the region stayed while suspended")
    tmux.run_line(f"stty -g > {tmux.dir}/suspended")
    wait_until(lambda: tmux.read("suspended"), message="stty while suspended")
    session.test.assertEqual(tmux.read("before"), tmux.read("suspended"), "stty -g changed while suspended")
    tmux.run_line("fg")
    session.wait_for(f"/{session.lines_in}")
    tmux.keys("7")
    session.wait_for("> 77")
    tmux.keys("Enter")


# Each way out: how it is taken, the status it gives, and what $x holds.
EXITS = {
    "enter": (exit_by_keys("7", "7", "7", "Enter"), 0, "777"),
    "esc": (exit_by_keys("7", "Escape"), 1, ""),
    "ctrl_c": (exit_by_keys("C-c"), 128 + signal.SIGINT, ""),
    "sigterm": (exit_by_signal(signal.SIGTERM), 128 + signal.SIGTERM, ""),
    "sighup": (exit_by_signal(signal.SIGHUP), 128 + signal.SIGHUP, ""),
    "sigquit": (exit_by_signal(signal.SIGQUIT), 128 + signal.SIGQUIT, ""),
    "sigtrap_from_kill": (exit_by_signal(signal.SIGTRAP), 128 + signal.SIGTRAP, ""),
    "ctrl_z_then_fg": (exit_after_suspending, 0, "77"),
}


class PickExitTests(unittest.TestCase):
    """Every way out of `x=$(seq 1 100000 | pick)`, from a script and typed at an interactive
    shell with job control: the status and `$x` a script sees, the lines above the prompt
    where they were, no alternate screen, `stty -g` and the terminal's modes as before."""

    category = "inline exit paths"

    def check(self, name, interactive):
        leave, status, result = EXITS[name]
        session = PickSession(self)
        pid = session.start(interactive=interactive)
        session.wait_for("> ")
        leave(session, pid)
        got_status, got_result = session.finish(pid, interactive)
        if isinstance(status, tuple):
            self.assertIn(got_status, status)
        else:
            self.assertEqual(got_status, status)
        self.assertEqual(got_result, result)
        session.check_restored()


# At an interactive shell Ctrl-C ends the command line too: PickInlineTests has that case.
harness.add_exit_tests(PickExitTests, EXITS, "pick", skip={("ctrl_c", True)})


class PickInlineTests(unittest.TestCase):
    category = "inline"

    def test_ctrl_c_at_an_interactive_shell(self):
        """Ctrl-C typed at the shell: pick dies of SIGINT (130), the shell abandons the command
        line, and the terminal is as it was."""
        session = PickSession(self)
        tmux = session.tmux
        pid = session.start(interactive=True)
        tmux.keys("C-c")
        wait_until(lambda: process_is_gone(pid), message="pick to exit")
        tmux.run_line(f"echo $? > {tmux.dir}/status; stty -g > {tmux.dir}/after; echo E2E-DONE")
        wait_until(lambda: tmux.read("after"), message="stty after pick")
        self.assertEqual(int(tmux.read("status")), 128 + signal.SIGINT)
        session.check_restored()

    def test_the_region_sits_below_the_prompt(self):
        """The region starts on the line below the command, 10 rows by default; the lines above
        stay on the screen; the first line is current and the count says how many matched."""
        session = PickSession(self)
        pid = session.start()
        session.wait_for("100000/100000")
        screen = session.tmux.screen().split("\n")
        prompt = next(i for i, line in enumerate(screen) if line.startswith("> "))
        self.assertTrue(screen[prompt - 1].endswith("pick"), "the region starts on the line after the command")
        self.assertEqual([line.strip() for line in screen[prompt + 1:prompt + 10]], [str(n) for n in range(1, 10)])
        self.assertEqual(len(screen), prompt + 10, "ten rows, the last one the last on the screen")
        history = session.tmux.history().split("\n")
        self.assertEqual(history[:6], ["$ " + history[0][2:]] + ABOVE, "the lines above are where they were")
        self.assertFalse(session.tmux.alternate_on())
        session.tmux.keys("Escape")
        session.finish(pid)

    def test_filtering_a_million_lines(self):
        """seq 1 1000000 | pick: every letter narrows the list and the count follows; Enter
        gives the first match."""
        session = PickSession(self, lines_in=1000000)
        pid = session.start()
        session.wait_for("1000000/1000000", timeout=60)
        for query in ("9", "99", "999", "9999"):
            count = sum(query in str(n) for n in range(1, 1000001))
            session.tmux.keys(query[-1])
            session.wait_for(f"{count}/1000000", timeout=30)
        screen = session.tmux.wait_still().split("\n")
        prompt = next(i for i, line in enumerate(screen) if line.startswith("> 9999"))
        self.assertEqual(screen[prompt + 1].strip(), "9999")
        session.tmux.keys("Enter")
        status, result = session.finish(pid)
        self.assertEqual((status, result), (0, "9999"))

    def test_resizing_leaves_no_ghost_lines(self):
        """Narrower, wider, shorter than the region, and back: each time the region is drawn
        once, at the new size, below the lines above, and no old copy of it is left on the
        screen or in the scrollback."""
        above = [f"line above {n}" for n in range(1, 13)]
        session = PickSession(self, above=above)
        tmux = session.tmux
        pid = session.start()
        tmux.keys("4", "2")
        session.wait_for("> 42")
        tmux.wait_still(settle=0.4)
        self.assertEqual(tmux.history().count("> 4"), 1, f"before any resize:\n{tmux.history()}")
        for width, height in ((50, 24), (100, 24), (100, 6), (80, 24), (40, 24), (80, 24)):
            tmux.resize(width, height)
            wait_until(lambda: tmux.tmux("display", "-p", "-t", "e2e", "#{pane_width}").strip() == str(width),
                       message="the resize")
            tmux.wait_still(settle=0.4)
            history = tmux.history()
            self.assertEqual(history.count("> 42"), 1, f"the prompt row at {width}x{height}:\n{history}")
            rows = [line.strip() for line in history.split("\n")]
            self.assertEqual(rows.count("42"), 1, f"the first match at {width}x{height}:\n{history}")
            shown = tmux.screen().split("\n")
            prompt = next(i for i, line in enumerate(shown) if line.startswith("> 42"))
            self.assertEqual(shown[prompt + 1].strip(), "42", f"the region at {width}x{height}")
        tmux.keys("Enter")
        status, result = session.finish(pid)
        self.assertEqual((status, result), (0, "42"))
        session.check_restored()

    def test_a_large_terminal_and_height(self):
        """200x60 with --height 30: a region of 30 rows, the keys still go to pick."""
        session = PickSession(self, width=200, height=60)
        tmux = session.tmux
        pid = session.start("--height", "30")
        screen = tmux.screen().split("\n")
        prompt = next(i for i, line in enumerate(screen) if line.startswith("> "))
        self.assertEqual([line.strip() for line in screen[prompt + 1:prompt + 30]], [str(n) for n in range(1, 30)])
        tmux.keys("Down", "Down", "Enter")
        status, result = session.finish(pid)
        self.assertEqual((status, result), (0, "3"))
        session.check_restored()

    def test_idle_pick_writes_nothing(self):
        """Once the lines are read and the screen settled, pick writes nothing and uses no CPU."""
        from test_idle import bytes_written, cpu_ticks
        session = PickSession(self)
        pid = session.start()
        session.wait_for("100000/100000")
        time.sleep(0.5)
        ticks, written = cpu_ticks(pid), bytes_written(pid)
        time.sleep(2.0)  # measuring a span of idleness, not waiting for a condition
        self.assertEqual(bytes_written(pid) - written, 0, "bytes written while idle")
        self.assertLessEqual(cpu_ticks(pid) - ticks, 1, "CPU time used while idle")
        session.tmux.keys("Escape")
        session.finish(pid)


class PickCommandLineTests(unittest.TestCase):
    category = "command-line errors"

    def run_pick(self, *args, stdin=None, setsid=False):
        import subprocess
        return subprocess.run([harness.PICK, *args], stdin=stdin, capture_output=True, text=True, timeout=30,
                              start_new_session=setsid)

    def test_bad_arguments(self):
        import subprocess
        for args, message in ((["--height"], "--height takes a number of rows"), (["--height", "1"], "2 or more"),
                              (["--frobnicate"], "unexpected argument '--frobnicate'")):
            result = self.run_pick(*args, stdin=subprocess.DEVNULL)
            self.assertEqual(result.returncode, 2)
            self.assertIn(message, result.stderr)
            self.assertEqual(result.stdout, "")

    def test_no_controlling_terminal(self):
        """Without a terminal to draw on (a new session, as under CI), one line and status 2."""
        import subprocess
        result = self.run_pick(stdin=subprocess.DEVNULL, setsid=True)
        self.assertEqual(result.returncode, 2)
        self.assertEqual(result.stderr, "pick: needs an interactive terminal\n")
        self.assertEqual(result.stdout, "")

    def test_stdin_must_be_the_lines(self):
        """Typed alone at the shell (stdin is the terminal), pick says where the lines go."""
        tmux = Tmux()
        self.addCleanup(tmux.close)
        tmux.run_line(f"{harness.PICK}; echo status=$?")
        tmux.wait_for("status=2")
        self.assertIn("pick: reads the lines to choose from on standard input", tmux.screen())

    def test_unreadable_input(self):
        """A directory as the input: one line with the system's reason, status 2, the region
        gone and the terminal's settings and modes as they were."""
        tmux = Tmux()
        self.addCleanup(tmux.close)
        modes = tmux.modes()
        tmux.run_line(f"stty -g > {tmux.dir}/before; {harness.PICK} < /; echo status=$?; stty -g > {tmux.dir}/after")
        tmux.wait_for("status=")
        wait_until(lambda: tmux.read("after"), message="stty after pick")
        screen = tmux.screen()
        self.assertIn("pick: cannot read standard input: Is a directory\nstatus=2", screen)
        self.assertNotIn("0/0", screen, "the region was left on the screen")
        self.assertEqual(tmux.read("before"), tmux.read("after"), "stty -g changed")
        self.assertEqual(tmux.modes(), modes, "terminal modes left behind")


class PickJobTests(unittest.TestCase):
    category = "inline exit paths"

    def test_ctrl_z_then_fg_as_a_job(self):
        """`seq 1 100000 | pick > file` typed at an interactive shell is a job: Ctrl-Z clears the
        region, stops it and gives the shell its settings; `fg` draws it again below the shell's
        line, and Enter writes the choice."""
        session = PickSession(self)
        tmux = session.tmux
        tmux.run_line(f"stty -g > {tmux.dir}/before")
        wait_until(lambda: tmux.read("before"), message="stty before pick")
        tmux.run_line(f"seq 1 100000 | {harness.PICK} > {tmux.dir}/result")
        pid = wait_until(lambda: pick_pid(session.pane_tty()), message="pick's pid")
        self.addCleanup(kill_if_running, pid)
        session.wait_for("/100000")
        tmux.keys("4")
        session.wait_for("> 4")
        tmux.keys("C-z")
        wait_until(lambda: "Stopped" in tmux.screen(), message="the job to stop")
        self.assertEqual(tmux.modes(), session.shell_modes, "suspended with pick's modes")
        self.assertNotIn("/100000", tmux.screen(), "the region stayed while suspended")
        tmux.run_line(f"stty -g > {tmux.dir}/suspended")
        wait_until(lambda: tmux.read("suspended"), message="stty while suspended")
        self.assertEqual(tmux.read("before"), tmux.read("suspended"), "stty -g changed while suspended")
        tmux.run_line("fg")
        session.wait_for("> 4 ")
        tmux.keys("2", "Enter")
        wait_until(lambda: process_is_gone(pid), message="pick to exit")
        tmux.run_line(f"echo $? > {tmux.dir}/status; stty -g > {tmux.dir}/after; echo E2E-DONE")
        wait_until(lambda: tmux.read("after"), message="stty after pick")
        self.assertEqual(int(tmux.read("status")), 0)
        self.assertEqual(tmux.read("result"), "42")
        session.check_restored()


class ProbeTests(unittest.TestCase):
    """What `pick` does not exercise, with Tests/InlineProbe: `q`, a real trap, a fixed region,
    the last frame kept on exit, the terminal's cursor shown below the region's first row."""

    category = "inline exit paths"

    def setUp(self):
        if not harness.PROBE:
            self.skipTest("no inline-probe binary (run.py --probe PATH)")

    def run_probe(self, *args, keys=(), expect_screen=None):
        tmux = Tmux()
        self.addCleanup(tmux.close)
        tmux.run_line("clear; printf 'above 1\\nabove 2\\n'")
        tmux.wait_for("above 2")
        modes = tmux.modes()
        pid = tmux.start_app_command([harness.PROBE, *args])
        self.addCleanup(kill_if_running, pid)
        tmux.wait_for("probe")
        if expect_screen:
            expect_screen(tmux)
        for key in keys:
            tmux.keys(key)
        return tmux, pid, modes

    def finish(self, tmux, modes):
        status = tmux.wait_for_exit(timeout=60)
        tmux.wait_for("E2E-DONE")
        self.assertEqual(tmux.read("before"), tmux.read("after"), "stty -g changed")
        self.assertEqual(tmux.modes(), modes, "terminal modes left behind")
        history = tmux.history().split("\n")
        self.assertEqual([line for line in history if line.startswith("above")], ["above 1", "above 2"])
        self.assertEqual(history.index("above 2"), history.index("above 1") + 1)
        return status

    def test_q_quits_with_status_1(self):
        tmux, pid, modes = self.run_probe(keys=["q"])
        self.assertEqual(self.finish(tmux, modes), 1)
        self.assertNotIn("> row 1", tmux.screen())

    def test_a_trap_restores_the_terminal(self):
        """A Swift runtime trap (fatalError) clears the region, restores the terminal, prints
        Swift's report after that, and ends with the trap's signal."""
        tmux, pid, modes = self.run_probe(keys=["x"])
        status = self.finish(tmux, modes)
        self.assertIn(status, (128 + signal.SIGILL, 128 + signal.SIGTRAP))
        self.assertIn("Fatal error: --debug-crash", tmux.history())
        self.assertNotIn("> row 1", tmux.history())

    def test_a_fixed_region_keeps_its_last_frame(self):
        """--fixed 4 --keep: four rows; Enter leaves the last frame with the cursor below it
        and prints the choice after it."""
        def four_rows(tmux):
            screen = tmux.screen().split("\n")
            top = next(i for i, line in enumerate(screen) if line.startswith("probe"))
            self.assertEqual(screen[top + 1:], ["> row 1", "  row 2", "  row 3"], "four rows of twenty-one")
        tmux, pid, modes = self.run_probe("--fixed", "4", "--keep", keys=["Down", "Enter"], expect_screen=four_rows)
        self.assertEqual(self.finish(tmux, modes), 0)
        history = tmux.history().split("\n")
        top = next(i for i, line in enumerate(history) if line.startswith("probe"))
        self.assertEqual(history[top + 1:top + 5], ["  row 1", "> row 2", "  row 3", "row 2"])

    def test_ctrl_c_with_the_cursor_shown_clears_from_the_first_row(self):
        """--cursor puts the terminal's cursor on the current row; Ctrl-C there still clears the
        region from its first row (the guard moves up first) and restores the cursor."""
        def cursor_on_row_3(tmux):
            tmux.wait_for("> row 3")
            screen = tmux.screen().split("\n")
            top = next(i for i, line in enumerate(screen) if line.startswith("probe"))
            def shown():
                return tmux.tmux("display", "-p", "-t", "e2e", "#{cursor_flag} #{cursor_x} #{cursor_y}").split()
            # The row's text and the cursor's move reach tmux in separate writes under load.
            wait_until(lambda: shown() == ["1", "2", str(top + 3)], message=f"the cursor on row 3 ({shown()})")
        tmux, pid, modes = self.run_probe("--cursor", "--fit", "5", "--rows", "3", keys=["Down", "Down"])
        cursor_on_row_3(tmux)
        tmux.keys("C-c")
        self.assertEqual(self.finish(tmux, modes), 128 + signal.SIGINT)
        screen = tmux.screen().split("\n")
        self.assertFalse([line for line in screen if line.startswith(("probe", "> row", "  row"))], "rows left behind")

    def test_the_cursor_on_the_full_screen_backend(self):
        """--full-screen: the ncurses backend shows the terminal's cursor where the frame says
        and moves it with the focus; `q` ends `run(returning:)` with the main screen back and
        the cursor visible."""
        tmux, pid, modes = self.run_probe("--full-screen", "--cursor", "--rows", "5")
        wait_until(tmux.alternate_on, message="the alternate screen")
        def cursor():
            return tmux.tmux("display", "-p", "-t", "e2e", "#{cursor_flag} #{cursor_x} #{cursor_y}").split()
        wait_until(lambda: cursor() == ["1", "2", "1"], message="the cursor on row 1")
        tmux.keys("Down", "Down")
        wait_until(lambda: cursor() == ["1", "2", "3"], message="the cursor on row 3")
        tmux.keys("q")
        self.assertEqual(self.finish(tmux, modes), 1)
        self.assertFalse(tmux.alternate_on())


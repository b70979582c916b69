"""The command line: every input error is one line and exit status 2; the headless outputs
(--frames, --screenshot, --record) are what they claim."""

import json
import os
import re
import shutil
import subprocess
import tempfile
import unittest

import harness
import vt


def run(*args, cwd=None):
    return subprocess.run([harness.BINARY, *args], capture_output=True, text=True, cwd=cwd, timeout=60)


class CommandLineErrorTests(unittest.TestCase):
    category = "command-line errors"

    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="fruitstand-cli-")

    def tearDown(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    def write(self, name, text):
        path = os.path.join(self.dir, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        return path

    def assert_error(self, result, message):
        self.assertEqual(result.returncode, 2, result.stderr)
        self.assertEqual(result.stderr, f"fruitstand-tui: {message}\n")
        self.assertEqual(result.stdout, "")

    def test_malformed_inventory(self):
        path = self.write("stand.json", '{\n  "version": 1,\n  "apples": [\n    {"name": "Fuji", "coreThickness": "three"}\n  ]\n}\n')
        self.assert_error(run("--inventory", path, "--headless"),
                          f"{path}: line 4: 'coreThickness' must be a whole number, got \"three\"")

    def test_inventory_syntax_error(self):
        path = self.write("stand.json", '{"version": 1,\n "apples": [\n  {"name": "Fuji", "coreThickness": 3},\n ]\n}\n')
        self.assert_error(run("--inventory", path), f"{path}: line 4: trailing comma before ']'")

    def test_missing_inventory(self):
        path = os.path.join(self.dir, "missing.json")
        self.assert_error(run("--inventory", path), f"{path}: cannot read the file: No such file or directory")

    def test_script_errors_name_the_line_and_the_word(self):
        path = self.write("tour.tape", "# a tour\nDown 3\nDwon\n")
        self.assert_error(run("--script", path, "--headless"), f"{path}:3: unknown command 'Dwon'")
        path = self.write("sleep.tape", "Sleep soon\n")
        self.assert_error(run("--script", path), f"{path}:1: 'Sleep' needs a duration like 300ms, got 'soon'")

    def test_missing_script(self):
        path = os.path.join(self.dir, "none.tape")
        self.assert_error(run("--script", path), f"{path}: cannot read the script: No such file or directory")

    def test_bad_options(self):
        for args, word in [(["--weather", "sunny"], "sunny"), (["--items=-3"], "-3"), (["--seed", "many"], "many"),
                           (["--size", "80x24"], "--size"), (["--frames"], "--frames"), (["--bogus"], "--bogus"),
                           (["--demo", "--script", "x.tape"], "--script"), (["--items", "5", "--inventory", "x"], "--items"),
                           (["--screenshot", "shot.png"], "shot.png")]:
            with self.subTest(args=args):
                result = run(*args)
                self.assertEqual(result.returncode, 2, result.stderr)
                self.assertEqual(result.stderr.count("\n"), 1, result.stderr)
                self.assertTrue(result.stderr.startswith("fruitstand-tui: "), result.stderr)
                self.assertIn(word, result.stderr)

    def test_negative_numbers_are_named_as_out_of_range(self):
        """A negative --items or --seed is a number out of range, not a missing value."""
        for args, message in [
            (["--items", "-1"], "The value '-1' is invalid for '--items <N>': must be a whole number from 0 to 10000000"),
            (["--items", "20000000"], "The value '20000000' is invalid for '--items <N>': must be a whole number from 0 to 10000000"),
            (["--seed", "-5"], "The value '-5' is invalid for '--seed <N>': must be a whole number from 0 to 18446744073709551615"),
        ]:
            with self.subTest(args=args):
                self.assert_error(run(*args, "--headless"), message)

    def test_unwritable_outputs_are_refused_up_front(self):
        """--screenshot and --record agree: a path that cannot be written is exit 2 before the
        run, and a writable screenshot path is not left behind by the check."""
        missing = os.path.join(self.dir, "no-such-directory")
        self.assert_error(run("--screenshot", f"{missing}/x.svg", "--headless"),
                          f"{missing}/x.svg: cannot write the screenshot: No such file or directory")
        self.assert_error(run("--record", f"{missing}/x.cast", "--headless"),
                          f"{missing}/x.cast: cannot create the recording: No such file or directory")
        result = run("--screenshot", os.path.join(self.dir, "shot.svg"), "--headless", "--script", self.write("q.tape", "Wait Loaded\n"))
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertTrue(os.path.getsize(os.path.join(self.dir, "shot.svg")) > 0)

    def test_a_failing_script_exits_1_after_playing(self):
        path = self.write("wait.tape", "Wait@1s /Durian/\n")
        result = run("--script", path, "--headless", *harness.DEFAULT_ARGS)
        self.assertEqual(result.returncode, 1)
        self.assertEqual(result.stderr, f"fruitstand-tui: {path}:1: timed out after 1s waiting for /Durian/\n")

    def test_help_documents_every_option_with_an_example(self):
        result = run("--help")
        self.assertEqual(result.returncode, 0)
        for option in ["--seed", "--weather", "--inventory", "--items", "--no-restore", "--no-animation", "--demo",
                       "--script", "--headless", "--size", "--frames", "--screenshot", "--record", "--version"]:
            self.assertIn(option, result.stdout)
        # Each option's entry: from its name at the start of a line to the next option.
        options = result.stdout.split("OPTIONS:", 1)[1]
        entries = {}
        for block in re.split(r"\n  (?=-)", options):
            words = block.split()
            if words:
                entries[words[0].rstrip(",")] = " ".join(words)
        for option in ["--seed", "--weather", "--inventory", "--items", "--no-restore", "--no-animation", "--demo",
                       "--script", "--headless", "--size", "--frames", "--screenshot", "--record"]:
            self.assertRegex(entries.get(option, ""), rf"Example: [^.]*{option}\b", option)


    def test_help_names_every_key(self):
        # The key summary named neither u, U, R, D nor Esc (the help sheet, `?`, has them all).
        result = run("--help")
        keys = " ".join(result.stdout.split("Keys:", 1)[1].split("Examples:", 1)[0].split())
        for key, meaning in [("a", "add"), ("d", "delete"), ("u", "undo"), ("U", "redo"), ("s", "shuffle"),
                             ("R", "reload"), ("D", "reload"), ("i", "inspect"), ("w", "weather"), ("r", "refetch"),
                             ("/", "filter"), ("Esc", "clear"), ("?", "every key"), ("q", "quit")]:
            self.assertRegex(keys, rf"(^|[ ,;]){re.escape(key)} {meaning}", key)
        self.assertIn("never quits", keys)


class HeadlessOutputTests(unittest.TestCase):
    category = "headless"

    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="fruitstand-out-")

    def tearDown(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    def test_inventory_file_is_shown(self):
        path = os.path.join(self.dir, "stand.json")
        with open(path, "w") as f:
            json.dump({"version": 1, "apples": [{"name": "Äpfel 林檎", "coreThickness": 3, "stock": 4}],
                       "oranges": [{"name": "Blood", "peelThickness": 5}]}, f)
        result = run("--headless", "--inventory", path, "--weather", "good")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("Äpfel 林檎", result.stdout)
        self.assertIn("core thickness: 3mm", result.stdout)
        # No stock in the file: Blood is sold out.
        self.assertIn("sold out", result.stdout.split("Blood", 1)[1])
        self.assertIn("2 fruit", result.stdout.split("\n")[0])

    def test_frames_are_separated_by_form_feeds(self):
        result = run("--headless", "--frames", "--size", "60x20", *harness.DEFAULT_ARGS)
        self.assertEqual(result.returncode, 0, result.stderr)
        frames = result.stdout.split("\n\f\n")
        self.assertEqual(frames[-1], "")
        frames = frames[:-1]
        self.assertGreater(len(frames), 10, "the spinner turns while the stand is fetched")
        self.assertTrue(all(len(frame.split("\n")) == 20 for frame in frames))
        self.assertIn("Fetching the fruit stand…", frames[0])
        final = run("--headless", "--size", "60x20", *harness.DEFAULT_ARGS).stdout.rstrip("\n")
        self.assertEqual(frames[-1].rstrip("\n"), final)

    def test_no_animation_cuts(self):
        tape = os.path.join(self.dir, "shuffle.tape")
        with open(tape, "w") as f:
            f.write("Wait\nWait Idle\nTab\nKey s\nSleep 1s\n")

        def frames(*extra, env=None):
            result = subprocess.run([harness.BINARY, "--headless", "--frames", "--script", tape, *harness.DEFAULT_ARGS, *extra],
                                    capture_output=True, text=True, timeout=60, env=env)
            self.assertEqual(result.returncode, 0, result.stderr)
            return result.stdout.split("\n\f\n")[:-1]

        animated, cut = frames(), frames("--no-animation")
        reduced = frames(env=dict(os.environ, DIFFABLETUI_REDUCE_MOTION="1"))
        self.assertGreater(len(animated), len(cut) + 10, "a shuffle slides the cards over many frames")
        self.assertEqual(len(cut), len(reduced))
        self.assertEqual(animated[-1], cut[-1], "and ends on the same screen")

    def test_screenshot(self):
        path = os.path.join(self.dir, "stand.svg")
        result = run("--headless", "--screenshot", path, *harness.DEFAULT_ARGS)
        self.assertEqual(result.returncode, 0, result.stderr)
        with open(path) as f:
            svg = f.read()
        self.assertTrue(svg.startswith("<svg"))
        self.assertIn("Fruit\u00a0Stand", svg)

    def test_the_readme_screenshot_is_what_the_app_makes(self):
        os.mkdir(os.path.join(self.dir, "docs"))
        tape = os.path.join(harness.ROOT, "docs", "screenshot.tape")
        result = run("--headless", "--seed", "7", "--weather", "good", "--size", "100x30", "--script", tape, cwd=self.dir)
        self.assertEqual(result.returncode, 0, result.stderr)
        with open(os.path.join(self.dir, "docs", "screenshot.svg")) as made, \
                open(os.path.join(harness.ROOT, "docs", "screenshot.svg")) as committed:
            self.assertEqual(made.read(), committed.read(), "regenerate docs/screenshot.svg with docs/screenshot.tape")

    def test_recording_replays_to_the_final_screen(self):
        path = os.path.join(self.dir, "demo.cast")
        result = run("--headless", "--demo", "--record", path, *harness.DEFAULT_ARGS)
        self.assertEqual(result.returncode, 0, result.stderr)
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
        header = json.loads(lines[0])
        self.assertEqual((header["version"], header["width"], header["height"]), (2, 80, 24))
        events = [json.loads(line) for line in lines[1:]]
        times = [event[0] for event in events]
        self.assertEqual(times, sorted(times), "times never go backwards")
        self.assertGreater(times[-1], 20, "recorded on the simulated clock of the demo")
        # Replay: the demo shows the compact layout at 60x20, then ends back at full size; the
        # output after the last resize, at that size, is the final screen.
        width, height, screen, stream, sizes = 80, 24, None, b"", []
        for _, kind, data in events:
            if kind == "r":
                width, height = map(int, data.split("x"))
                sizes.append((width, height))
                stream = b""
            else:
                stream += data.encode()
        self.assertEqual(sizes, [(60, 20), (80, 24)])
        self.assertEqual(vt.render(stream, width, height), harness.normalize(result.stdout))

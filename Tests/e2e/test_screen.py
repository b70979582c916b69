"""What the app shows in a real terminal: layout, resizes, a held key, the bytes it writes."""

import os
import random
import shutil
import subprocess
import tempfile
import time
import unicodedata
import unittest

import wcwidth

import harness
from harness import LOADED, Tmux, headless_after, headless_screen, normalize, wait_until
import vt

TITLE = "Fruit Stand"


class ScreenTests(unittest.TestCase):
    category = "screen"

    def tearDown(self):
        self.tmux.close()

    def start(self, width=80, height=24, term="tmux-256color", env=""):
        self.tmux = Tmux(width, height, term=term)
        self.tmux.start_app(env=env)
        self.tmux.wait_for(LOADED)

    def quit(self):
        self.tmux.keys("q")
        self.assertEqual(self.tmux.wait_for_exit(), 0)

    def wait_for_screen(self, expected, message):
        wait_until(lambda: self.tmux.screen() == expected, message=message)

    def test_screen_matches_headless_rendering(self):
        self.start()
        self.wait_for_screen(headless_screen(80, 24), "the 80x24 screen of --headless")
        self.quit()

    def test_resize_relayouts(self):
        self.start()
        for width, height in [(100, 30), (160, 48), (40, 10)]:
            self.tmux.resize(width, height)
            self.wait_for_screen(headless_screen(width, height), f"the {width}x{height} layout")
        self.tmux.resize(20, 5)
        self.tmux.wait_for("terminal too small")
        self.tmux.wait_for("(needs 40x12)")
        self.tmux.resize(3, 1)
        wait_until(lambda: self.tmux.screen() == "te…", message="the 3x1 too-small screen")
        # At 1x1 curses cannot draw the only cell (it is the bottom-right corner); the app must
        # survive it and redraw once the terminal grows.
        self.tmux.resize(1, 1)
        self.assertTrue(self.tmux.alternate_on())
        self.tmux.resize(80, 24)
        self.wait_for_screen(headless_screen(80, 24), "the 80x24 layout again")
        self.quit()

    def test_resize_storm_during_an_animation(self):
        """50 resizes in 2 seconds (seeded sizes from 1x1 to 250x80) while the weather is
        toggled every fifth resize, so a 0.3 s fade runs throughout; 10 toggles leave the data
        as a fresh start has it (a lost toggle would leave the stand closed). At the final
        size the screen is a fresh start's, in tmux and in pyte fed the raw bytes; the
        terminal is restored on quit."""
        rng = random.Random(7)
        sizes = [(1, 1), (10, 5), (250, 80)] + [
            (rng.choice([rng.randint(1, 40), rng.randint(40, 250)]), rng.choice([rng.randint(1, 12), rng.randint(12, 80)]))
            for _ in range(47)]
        final = (rng.randint(40, 200), rng.randint(12, 60))
        self.tmux = Tmux(80, 24)
        self.tmux.capture_output()
        self.tmux.start_app()
        self.tmux.wait_for(LOADED)
        start = time.monotonic()
        for i, (width, height) in enumerate(sizes):
            if i % 5 == 0:
                self.tmux.keys("w")
            self.tmux.resize(width, height)
            time.sleep(max(0.0, start + (i + 1) * 2.0 / len(sizes) - time.monotonic()))  # pacing, not waiting
        self.assertLess(time.monotonic() - start, 2.5, "the storm took too long to send")
        self.tmux.resize(*final)
        expected = headless_screen(*final)
        self.wait_for_screen(expected, f"a fresh start's screen at {final[0]}x{final[1]}")
        wait_until(lambda: vt.render(self.tmux.output(), *final) == expected,
                   message="pyte, fed the bytes the app wrote, to show the same screen")
        self.assertTrue(self.tmux.alternate_on())
        self.tmux.keys("q")
        self.assertEqual(self.tmux.wait_for_exit(), 0)
        self.assertEqual(self.tmux.read("before"), self.tmux.read("after"), "stty -g changed")
        self.tmux.wait_for("E2E-DONE")
        self.assertFalse(self.tmux.alternate_on(), "still in the alternate screen")

    def assert_held_key_arrives(self, expected, message):
        """After 500 keys at once: the screen --headless shows after the same keys (so nothing
        was misread: no stray text, no filter, no action, the same fruit), still in the app."""
        self.wait_for_screen(expected, message)
        screen = self.tmux.screen()
        self.assertIn(LOADED, screen, "the data changed")
        self.assertNotIn("type to filter", screen)
        self.assertTrue(self.tmux.alternate_on(), "the app quit: an escape sequence was misread")

    def test_held_key_keeps_up(self):
        """500 arrows at once in the sidebar: the app ends on the last row and no sequence is
        misread; 500 back up give the first screen again."""
        self.start()
        self.tmux.keys("-N", "500", "Down")
        self.assert_held_key_arrives(headless_after(80, 24, "Down 500"), "the last sidebar row focused")
        self.tmux.wait_for("▐   ☔ Rain")
        self.tmux.keys("-N", "500", "Up")
        self.assert_held_key_arrives(headless_screen(80, 24), "the first item focused again")
        self.quit()

    def test_held_key_in_the_content_pane(self):
        """The same in the fruit grid (Tab first): 500 Down end on the last card, 500 Up on
        the first. The focus ring is only colour, so Enter then selects the focused card,
        which shows "✓ " before its name in the text."""
        self.start()
        self.tmux.keys("Tab")
        self.tmux.wait_for("↑↓←→ move")
        self.tmux.keys("-N", "500", "Down")
        self.assert_held_key_arrives(headless_after(80, 24, "Tab\nDown 500"), "the end of the grid")
        self.tmux.keys("Enter")
        self.assert_held_key_arrives(headless_after(80, 24, "Tab\nDown 500\nEnter"), "the last card selected")
        self.assertIn("✓ Tangelo", self.tmux.screen())
        self.tmux.keys("-N", "500", "Up")
        self.tmux.keys("Enter")
        self.assert_held_key_arrives(headless_after(80, 24, "Tab\nDown 500\nEnter\nUp 500\nEnter"),
                                     "the first card selected")
        self.assertIn("✓ Pink Lady", self.tmux.screen())
        self.quit()

    def test_ctrl_s_does_not_freeze_the_screen(self):
        self.start()
        self.tmux.keys("C-s", "Down")
        self.tmux.wait_for("▐ 📦 In Stock")
        self.quit()

    def test_bytes_replayed_in_independent_emulator(self):
        """The bytes the app writes, fed to pyte, give the screen tmux shows."""
        self.check_bytes("tmux-256color")

    def test_bytes_replayed_in_independent_emulator_as_xterm(self):
        """The same with xterm-256color, whose terminfo makes ncurses use REP and SGR mouse."""
        self.check_bytes("xterm-256color")

    def check_bytes(self, term):
        self.tmux = Tmux(80, 24, term=term)
        capture = os.path.join(self.tmux.dir, "bytes")
        self.tmux.tmux("pipe-pane", "-O", "-t", "e2e", f"cat >> {capture}")
        self.tmux.start_app()
        self.tmux.wait_for(LOADED)

        def emulated():
            with open(capture, "rb") as f:
                return vt.render(f.read(), 80, 24)

        def agree():
            return emulated() == self.tmux.screen()

        wait_until(agree, message="pyte and tmux to agree on the first screen")
        for keys, marker in [(["Down"] * 3, "▐ Apples"), (["End"], "▐   ☔ Rain"), (["Home"], "▐ 🧺 All Fruit"),
                             (["Tab", "+"], " 13"), (["w"], "Bad Weather Today!")]:
            self.tmux.keys(*keys)
            self.tmux.wait_for(marker)
            wait_until(agree, message=f"pyte and tmux to agree after {keys}")
        self.tmux.resize(60, 16)
        self.tmux.wait_for("≡ All Fruit")

        def agree_at_60x16():
            with open(capture, "rb") as f:
                return vt.render(f.read(), 60, 16) == self.tmux.screen()
        wait_until(agree_at_60x16, message="pyte and tmux to agree on the compact 60x16 layout")
        self.quit()


class ColourConfigurationTests(unittest.TestCase):
    """TERM=xterm (8 colours), TERM=xterm-256color and NO_COLOR=1 render the same screens,
    differing only in colour, with exactly the substitutions the library makes for colour it
    cannot show (read from DiffableTUI and FruitStand's `colorDepth == .monochrome` branches,
    `BackgroundConfiguration.fill(at:)` and TUICore's `Color.resolved(for:)`; docs/terminal.md):

    - 8 colours against 256: colours are mapped to the nearest of the 8 and nothing else
      changes. Every cell has the same bold, dim, italics, underscore, reverse, strikethrough
      and blink. (Fades step through dim below 256 colours, but a settled screen has no fade.)
      One exception: the sidebar's focus pill (the focused row that is not the destination, on
      #444444, xterm 238) would be black, the background of many dark themes, so its cells are
      reverse video in the default colours, and its ▐ ▌ ends (in #444444) are in the default
      colours. And the split view's rule (│ in #585858 on the default background), which
      would be black too, is dim in the default colour (TUICore's `Style.resolved(for:)`).
    - NO_COLOR against 256 colours: every cell has the default foreground and background; a
      cell is reverse exactly when its 256-colour version is reverse or has a non-default
      background (a coloured fill becomes reverse video: the title bar, the key bar, sidebar
      pills, section headers, cards, badges), except on the sidebar's focus pill (#444444),
      since reverse video is the destination's pill; a cell of the split view's rule (│ drawn
      in #585858, xterm 240) is dim instead of grey; the focused sidebar row between its ▐ ▌
      ends (All Fruit at the start, In Stock after Down, none after Tab) is bold and
      underlined; a border glyph (╭╮╰╯─│) in the focus ring's white (#ffffff: the focused
      card) is bold; every other attribute is the same.

    Each configuration runs once (setUpClass) through three screens: the start, Down (the
    focus on "In Stock", the destination still "All Fruit") and Tab (the focus on the first
    card); pyte renders the raw bytes, keeping each cell's attributes.
    """

    category = "terminal configurations"

    CONFIGURATIONS = {"xterm": ("xterm", ""), "xterm-256color": ("xterm-256color", ""),
                      "NO_COLOR": ("xterm-256color", "NO_COLOR=1")}
    STEPS = [("start", None), ("sidebar", "Down"), ("content", "Tab")]
    SPLIT_RULE = "585858"
    FOCUS_PILL = "444444"
    FOCUS_RING = "ffffff"
    BORDER_GLYPHS = {"╭", "╮", "╰", "╯", "─", "│"}
    SIDEBAR_FOCUS = {"start": 1, "sidebar": 2, "content": None}  # the focused sidebar row
    SIZE = (80, 24)

    @classmethod
    def setUpClass(cls):
        cls.golden = {"start": headless_screen(*cls.SIZE)}
        keys = []
        for step, key in cls.STEPS[1:]:
            keys.append(key)
            cls.golden[step] = headless_after(*cls.SIZE, "\n".join(keys))
        cls.screens, cls.tmux_text, cls.exits = {}, {}, {}
        for name, (term, env) in cls.CONFIGURATIONS.items():
            tmux = Tmux(*cls.SIZE, term=term)
            try:
                tmux.capture_output()
                tmux.start_app(env=env)
                cls.screens[name], cls.tmux_text[name] = {}, {}
                for step, key in cls.STEPS:
                    if key:
                        tmux.keys(key)
                    wait_until(lambda: tmux.screen() == cls.golden[step], message=f"the {step} screen with {name}")
                    tmux.wait_output_still()
                    cls.tmux_text[name][step] = tmux.screen()
                    cls.screens[name][step] = vt.emulate(tmux.output(), *cls.SIZE)
                tmux.keys("q")
                status = tmux.wait_for_exit()
                tmux.wait_for("E2E-DONE")
                cls.exits[name] = (status, tmux.read("before") == tmux.read("after"), tmux.alternate_on())
            finally:
                tmux.close()

    @staticmethod
    def cells(screen):
        width, height = ColourConfigurationTests.SIZE
        for y in range(height):
            for x in range(width):
                yield y, x, screen.buffer[y][x]

    @staticmethod
    def rendition(cell):
        return (cell.fg, cell.bg) + tuple(getattr(cell, name) for name in vt.ATTRIBUTES)

    def assert_configuration(self, name):
        """The golden text in tmux and in pyte, every glyph apart from its background, and
        the terminal restored (exit 0, same stty -g, main screen)."""
        for step, _ in self.STEPS:
            self.assertEqual(vt.text(self.screens[name][step]), self.tmux_text[name][step], f"pyte and tmux, {step}")
            unreadable = [(y, x, cell) for y, x, cell in self.cells(self.screens[name][step])
                          if cell.data.strip() and cell.fg != "default" and cell.fg == cell.bg]
            self.assertEqual(unreadable, [], f"glyphs drawn in their background's colour, {step}")
        self.assertEqual(self.exits[name], (0, True, False), "(exit status, stty -g unchanged, alternate screen)")

    def test_xterm_8_colours(self):
        self.assert_configuration("xterm")

    def test_xterm_256_colours(self):
        self.assert_configuration("xterm-256color")

    def test_no_color(self):
        self.assert_configuration("NO_COLOR")

    def test_same_text_in_every_configuration(self):
        for step, _ in self.STEPS:
            for name in self.CONFIGURATIONS:
                self.assertEqual(vt.text(self.screens[name][step]), self.golden[step], f"{name}, {step}")

    def test_8_colours_change_only_colours(self):
        pill = rule = 0
        for step, _ in self.STEPS:
            eight, full = self.screens["xterm"][step], self.screens["xterm-256color"][step]
            differences = []
            for y, x, cell in self.cells(full):
                expected = {name: getattr(cell, name) for name in vt.ATTRIBUTES}
                if cell.bg == self.FOCUS_PILL:
                    pill += 1
                    expected.update(reverse=True, fg="default", bg="default")
                elif cell.fg == self.FOCUS_PILL and cell.data in {"▐", "▌"}:
                    expected.update(fg="default", bg="default")
                elif cell.fg == self.SPLIT_RULE and cell.bg == "default":
                    rule += 1
                    expected.update(dim=True, fg="default")
                actual = eight.buffer[y][x]
                differences += [(y, x, cell.data, name, getattr(actual, name))
                                for name, value in expected.items() if getattr(actual, name) != value]
            self.assertEqual(differences, [], f"cells against the rule with 8 colours, {step}: (row, column, glyph, attribute, value)")
        self.assertGreater(pill, 0, "no focus pill in any step")
        self.assertGreater(rule, 0, "no split view rule in any step")

    def focused_sidebar_cells(self, screen, step):
        """The (row, column) of the focused sidebar row's cells between its ▐ ▌ ends."""
        y = self.SIDEBAR_FOCUS[step]
        if y is None:
            return set()
        row = [screen.buffer[y][x].data for x in range(self.SIZE[0])]
        left, right = row.index("▐"), row.index("▌")
        return {(y, x) for x in range(left + 1, right)}

    def test_no_color_replaces_colour_with_exactly_reverse_and_dim(self):
        for step, _ in self.STEPS:
            mono, full = self.screens["NO_COLOR"][step], self.screens["xterm-256color"][step]
            focused = self.focused_sidebar_cells(full, step)
            differences = []
            for y, x, cell in self.cells(full):
                expected = {name: getattr(cell, name) for name in vt.ATTRIBUTES}
                expected["reverse"] = (cell.reverse or cell.bg != "default") and cell.bg != self.FOCUS_PILL
                expected["dim"] = cell.dim or (cell.data == "│" and cell.fg == self.SPLIT_RULE)
                expected["bold"] = cell.bold or (y, x) in focused or \
                    (cell.data in self.BORDER_GLYPHS and cell.fg == self.FOCUS_RING)
                expected["underscore"] = cell.underscore or (y, x) in focused
                expected["fg"] = expected["bg"] = "default"
                actual = mono.buffer[y][x]
                for name, value in expected.items():
                    if getattr(actual, name) != value:
                        differences.append((y, x, cell.data, name, getattr(actual, name)))
            self.assertEqual(differences, [], f"cells against the rule, {step}: (row, column, glyph, attribute, value)")
            self.assertTrue(any(mono.buffer[y][x].reverse for y, x, _ in self.cells(mono)), "no reverse at all")
        ring = [(y, x) for y, x, cell in self.cells(self.screens["xterm-256color"]["content"])
                if cell.data in self.BORDER_GLYPHS and cell.fg == self.FOCUS_RING]
        self.assertGreater(len(ring), 0, "no focus ring after Tab")

    # The focus must be visible: the focused row or card changes when it gets the focus, and
    # nothing else in its pane looks like it (cells compared by colours and attributes).

    def rule_column(self, screen):
        return next(x for x in range(self.SIZE[0]) if screen.buffer[2][x].data == "│")

    def row_look(self, screen, y, columns):
        return tuple(self.rendition(screen.buffer[y][x]) for x in columns)

    def cards(self, screen, first_column):
        """{title text: look} for every whole card right of `first_column`: the look of its
        left, bottom and right borders (the top-right corner may carry a badge)."""
        found = {}
        width, height = self.SIZE
        for bottom in range(height):
            for left in range(first_column, width):
                if screen.buffer[bottom][left].data != "╰":
                    continue
                right = next(x for x in range(left + 1, width) if screen.buffer[bottom][x].data == "╯")
                top = bottom - 1
                while top > 0 and screen.buffer[top][left].data == "│":
                    top -= 1
                if screen.buffer[top][left].data != "╭":
                    continue  # cut off by the header or the top
                border = [(y, left) for y in range(top, bottom + 1)] + [(bottom, x) for x in range(left, right + 1)] + \
                         [(y, right) for y in range(top + 1, bottom + 1)]
                title = "".join(screen.buffer[top + 1][x].data for x in range(left + 1, right)).strip()
                found[title] = tuple(self.rendition(screen.buffer[y][x]) for y, x in border)
        return found

    def assert_sidebar_focus_visible(self, name):
        before, sidebar, _ = (self.screens[name][step] for step, _ in self.STEPS)
        columns = range(self.rule_column(sidebar))
        focused = 2  # "In Stock"
        self.assertIn("In Stock", vt.text(sidebar).split("\n")[focused])
        self.assertNotEqual(self.row_look(sidebar, focused, columns), self.row_look(before, focused, columns),
                            "the sidebar row looks the same focused")
        alike = [y for y in range(1, self.SIZE[1] - 1)
                 if y != focused and self.row_look(sidebar, y, columns) == self.row_look(sidebar, focused, columns)]
        self.assertEqual(alike, [], f"sidebar rows that look like the focused row {focused}")

    def assert_card_focus_visible(self, name):
        _, sidebar, content = (self.screens[name][step] for step, _ in self.STEPS)
        rule = self.rule_column(sidebar)
        cards, unfocused = self.cards(content, rule + 1), self.cards(sidebar, rule + 1)
        self.assertGreaterEqual(len(cards), 6)
        self.assertNotEqual(cards["Pink Lady"], unfocused["Pink Lady"], "the first card looks the same focused")
        alike = [title for title, look in cards.items() if title != "Pink Lady" and look == cards["Pink Lady"]]
        self.assertEqual(alike, [], "cards that look like the focused card, Pink Lady")

    def test_focus_visible_with_8_colours(self):
        self.assert_sidebar_focus_visible("xterm")
        self.assert_card_focus_visible("xterm")

    def test_focus_visible_with_256_colours(self):
        self.assert_sidebar_focus_visible("xterm-256color")
        self.assert_card_focus_visible("xterm-256color")

    def test_sidebar_focus_visible_with_no_color(self):
        """Without colour the destination ("All Fruit", row 1) is the reverse pill and the
        focused row ("In Stock", row 2) bold and underlined (with colour: blue #005faf and
        grey #444444)."""
        self.assert_sidebar_focus_visible("NO_COLOR")

    def test_card_focus_visible_with_no_color(self):
        """Without colour the focused card's ring (white #ffffff with colour) is bold."""
        self.assert_card_focus_visible("NO_COLOR")

    def check(self, term, env=""):
        tmux = Tmux(80, 24, term=term)
        try:
            tmux.start_app(env=env)
            wait_until(lambda: tmux.screen() == headless_screen(80, 24), message=f"the screen with TERM={term} {env}")
            tmux.keys("Down")
            tmux.wait_for("▐ 📦 In Stock")
            tmux.keys("q")
            self.assertEqual(tmux.wait_for_exit(), 0)
            self.assertEqual(tmux.read("before"), tmux.read("after"))
        finally:
            tmux.close()

    def test_c_locale_still_draws_unicode(self):
        self.check("tmux-256color", env="LANG=C LC_ALL=C")


def nfc(text):
    return unicodedata.normalize("NFC", text)


class UnicodeInventoryTests(unittest.TestCase):
    """Fruit with hostile names (--inventory) in a real terminal: tmux shows what pyte makes of
    the raw bytes, every line is as wide as the app laid it out, the split view's rule and
    every card's border stay in their columns, and the terminal is restored."""

    category = "screen"
    SIZE = (100, 30)

    # Accepted by the loader: control characters, line separators and a lone surrogate become
    # U+FFFD; everything else is kept as written (docs/fruitstand-data.md).
    NAMES = {
        "apples": ["林檎 りんご 사과", r"Cafe\u0301 cre\u0300me Z\u0351\u0352", "❤️ VS16 ☺️", "👍🏽 skin tone",
                   r"bell\u0007 esc\u001b[31m red", "ＡＢＣ ±§ ½"],
        "oranges": ["برتقال عربي", "תפוז mixed עברית", r"lone \ud800 surrogate",
                    r"tab\tnew\nline\u2028sep\u0085nel", r"zero\u200bwidth\u00adsoft"],
    }

    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="fruitstand-unicode-")

    def tearDown(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    def inventory(self, names):
        """An inventory file; the names are JSON string contents (escapes and all)."""
        lines = ['{"version": 1,']
        for kind, thickness in [("apples", "coreThickness"), ("oranges", "peelThickness")]:
            fruit = [f'  {{"name": "{name}", "{thickness}": {i + 1}, "stock": {i}}}' for i, name in enumerate(names.get(kind, []))]
            lines.append(f' "{kind}": [\n' + ",\n".join(fruit) + "\n ]" + ("," if kind == "apples" else ""))
        lines.append("}")
        path = os.path.join(self.dir, "stand.json")
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        return path

    @staticmethod
    def column(line, index):
        return wcwidth.wcswidth(line[:index])

    def glyph_columns(self, line, glyph):
        return [self.column(line, i) for i, character in enumerate(line) if character == glyph]

    def check_in_tmux(self, names):
        path = self.inventory(names)
        count = sum(len(fruit) for fruit in names.values())
        width, height = self.SIZE
        tmux = Tmux(width, height)
        try:
            tmux.capture_output()
            tmux.start_app("--inventory", path)
            tmux.wait_for(f"☀ open · {count} fruit")
            tmux.wait_output_still()
            # pyte composes a letter and its combining marks (NFC, "e\u0301" is "é"); tmux keeps
            # them as sent: the same on screen.
            wait_until(lambda: nfc(vt.render(tmux.output(), width, height)) == nfc(tmux.screen()), timeout=3,
                       message="pyte, fed the raw bytes, to show tmux's screen")
            rows = tmux.screen().split("\n")
            self.assertEqual(len(rows), height)
            # No sequence reaches the terminal (no joiners, flags as letters), so a row's width
            # is the sum of its characters' widths; a row cut short shows in the borders below.
            for y, row in enumerate(rows):
                self.assertLessEqual(sum(max(0, wcwidth.wcwidth(c)) for c in row), width, f"the width of row {y}: {row!r}")
            self.assert_borders_line_up(rows, cards=min(count, 5))
            tmux.keys("q")
            self.assertEqual(tmux.wait_for_exit(), 0)
            tmux.wait_for("E2E-DONE")
            self.assertEqual(tmux.read("before"), tmux.read("after"), "stty -g changed")
            self.assertFalse(tmux.alternate_on(), "still in the alternate screen")
            return rows
        finally:
            tmux.close()

    def assert_borders_line_up(self, rows, cards):
        rule = self.glyph_columns(rows[2], "│")[0]
        for y in range(1, len(rows) - 1):
            self.assertIn(rule, self.glyph_columns(rows[y], "│"), f"the split view's rule in row {y}: {rows[y]!r}")
        expected, cards = cards, 0
        for top, row in enumerate(rows):
            for left in self.glyph_columns(row, "╭"):
                footer = len(rows) - 1
                bottom = next((y for y in range(top + 1, footer) if left not in self.glyph_columns(rows[y], "│")), footer)
                if bottom == footer:
                    continue  # cut off by the key bar
                self.assertIn(left, self.glyph_columns(rows[bottom], "╰"),
                              f"the card at row {top}, column {left}: no left border in row {bottom}: {rows[bottom]!r}")
                right = min(x for x in self.glyph_columns(rows[bottom], "╯") if x > left)
                for y in range(top + 1, bottom):
                    self.assertIn(right, self.glyph_columns(rows[y], "│"), f"the right border of the card at row {top}, "
                                                                           f"column {left}, in row {y}: {rows[y]!r}")
                cards += 1
        self.assertGreaterEqual(cards, expected, "cards found")

    def test_hostile_names_in_tmux(self):
        rows = "\n".join(self.check_in_tmux(self.NAMES))
        for shown in ["林檎 りんご 사과", "bell� esc�[31m red", "lone � surrogate", "tab�new�line�sep�nel", "ＡＢＣ ±§ ½"]:
            self.assertIn(shown, rows)

    def test_zwj_sequences_in_tmux(self):
        """A grapheme holding U+200D ZERO WIDTH JOINER is drawn as its first character (and its
        combining marks): a joiner sent on its own would join the next cell's character in tmux
        and shorten the row, and curses cannot hold a whole emoji sequence in one cell anyway."""
        self.check_in_tmux({"apples": ["👨‍👩‍👧‍👦 family", "🍏 plain"], "oranges": [r"x\u200dy joiner", "Navel"]})

    def test_flags_in_tmux(self):
        """A flag (two regional indicators, 2 columns to the app) is drawn as its two region
        letters ("🇯🇵" → "JP"): terminals disagree on a lone regional indicator's width (glibc
        says 1, wcwidth and pyte 2), and letters are 1 column everywhere."""
        rows = "\n".join(self.check_in_tmux({"apples": ["🇯🇵🇫🇷 flags", "🍏 plain"], "oranges": ["Navel", "Blood"]}))
        self.assertIn("JPFR flags", rows)

    def assert_rejected(self, content, message):
        path = os.path.join(self.dir, "stand.json")
        with open(path, "wb") as f:
            f.write(content)
        result = subprocess.run([harness.BINARY, "--inventory", path], capture_output=True, text=True, timeout=30)
        self.assertEqual((result.returncode, result.stdout, result.stderr), (2, "", f"fruitstand-tui: {path}: {message}\n"))

    def test_raw_control_character_is_rejected(self):
        """Unescaped, an ESC inside a string is not JSON: one line, exit 2, before the screen."""
        self.assert_rejected(b'{"version": 1,\n "apples": [{"name": "raw\x1b[31m", "coreThickness": 1}]}\n',
                             "line 2: control character U+001B must be written as an escape in a string")

    def test_encoded_surrogate_is_rejected(self):
        """A surrogate encoded as UTF-8 bytes (ED A0 80) is invalid UTF-8, unlike the \\ud800 escape."""
        self.assert_rejected(b'{"version": 1,\n "apples": [{"name": "bad \xed\xa0\x80", "coreThickness": 1}]}\n',
                             "line 2: invalid UTF-8 (byte 0xED); save the file as UTF-8")

"""Colour depths: 8 colours, 256 colours and NO_COLOR show the same screens, differing only in colour."""

import unittest

from harness import Tmux, headless_after, headless_screen, wait_until
import vt


class ColourConfigurationTests(unittest.TestCase):
    """TERM=xterm (8 colours), TERM=xterm-256color and NO_COLOR=1 render the same screens,
    differing only in colour, with exactly the substitutions the library makes for colour it
    cannot show (read from DiffableTUI and FruitStand's `colorDepth == .monochrome` branches,
    `BackgroundConfiguration.fill(at:)` and TUICore's `Color.resolved(for:)`; docs/terminal.md):

    - 8 colours against 256: colours are mapped to the nearest of the 8 and nothing else
      changes. Every cell has the same bold, dim, italics, underscore, reverse, strikethrough
      and blink. (Fades step through dim below 256 colours, but a settled screen has no fade.)
      Exceptions: the sidebar's focus pill (the focused row that is not the destination, on
      #444444, xterm 238) would be black, the background of many dark themes, so its cells are
      reverse video in the default colours, and its ▐ ▌ ends (in #444444) are in the default
      colours. And the split view's rule (│ in #585858 on the default background), which
      would be black too, is dim in the default colour (TUICore's `Style.resolved(for:)`). A
      section's band (#303030, xterm 236) would be black: it is reverse video in the default
      colours (FruitStand's `SectionHeaderView`); the pane headers and the key bar on the same
      grey keep their text in white on black.
    - NO_COLOR against 256 colours: every cell has the default foreground and background; a
      cell is reverse exactly when its 256-colour version is reverse or has a non-default
      background (a coloured fill becomes reverse video: the title bar, the key bar, sidebar
      pills, section headers, cards, badges), except on the sidebar's focus pill (#444444),
      since reverse video is the destination's pill; a cell of the split view's rule (│ drawn
      in #585858, xterm 240) is dim instead of grey; the focused sidebar row between its ▐ ▌
      ends (All Fruit at the start, In Stock after Down, none after Tab) is bold and
      underlined; the pane headers (row 1) have no band: the title of the pane with the keyboard
      is bold reverse video behind a bold ▍, the other pane's title dim; a border glyph
      (╭╮╰╯─│) in the focus ring's white (#ffffff: the focused
      card, drawn on the card's fill) is bold and not reverse: the ring outlines the reverse
      block; every other attribute is the same.

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
    SECTION_BAND = "303030"
    # Fills that turn to reverse video below 256 colours, keeping their text's weight: the
    # title bar and pane header, and the sidebar's selected destination (which is also bold
    # and underlined there, so that it still stands out from the header above it).
    BAR_FILLS = {"005f87", "005faf"}
    PANE_HEADERS = 1
    SIDEBAR_FOCUS = {"start": 2, "sidebar": 3, "content": None}  # the focused sidebar row (row 1 is the pane header)
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
        pill = rule = band = 0
        for step, _ in self.STEPS:
            eight, full = self.screens["xterm"][step], self.screens["xterm-256color"][step]
            differences = []
            for y, x, cell in self.cells(full):
                expected = {name: getattr(cell, name) for name in vt.ATTRIBUTES}
                if cell.bg == self.FOCUS_PILL:
                    # The focused sidebar row: bold and underlined, as the destination (reverse
                    # video, below) is the fill.
                    pill += 1
                    expected.update(bold=True, underscore=True, reverse=False, fg="default", bg="default")
                elif cell.fg == self.FOCUS_PILL and cell.data in {"▐", "▌"}:
                    expected.update(fg="default", bg="default")
                elif cell.bg in self.BAR_FILLS:
                    expected = {"reverse": True, "fg": "default", "bg": "default"}
                elif cell.bg == self.SECTION_BAND and 1 < y < self.SIZE[1] - 1:
                    band += 1
                    expected.update(reverse=True, fg="default", bg="default")
                elif cell.fg == self.SPLIT_RULE and cell.bg == "default":
                    rule += 1
                    expected.update(dim=True, fg="default")
                actual = eight.buffer[y][x]
                differences += [(y, x, cell.data, name, getattr(actual, name))
                                for name, value in expected.items() if getattr(actual, name) != value]
            self.assertEqual(differences, [], f"cells against the rule with 8 colours, {step}: (row, column, glyph, attribute, value)")
        self.assertGreater(pill, 0, "no focus pill in any step")
        self.assertGreater(rule, 0, "no split view rule in any step")
        self.assertGreater(band, 0, "no section band in any step")

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
                if y == self.PANE_HEADERS:
                    continue  # checked below
                expected = {name: getattr(cell, name) for name in vt.ATTRIBUTES}
                expected["reverse"] = (cell.reverse or cell.bg != "default") and cell.bg != self.FOCUS_PILL
                expected["dim"] = cell.dim or (cell.data == "│" and cell.fg == self.SPLIT_RULE)
                ring = cell.data in self.BORDER_GLYPHS and cell.fg == self.FOCUS_RING
                expected["bold"] = cell.bold or (y, x) in focused or ring
                if ring:
                    expected["reverse"] = False  # drawn on the terminal's background, around the card
                expected["underscore"] = cell.underscore or (y, x) in focused
                expected["fg"] = expected["bg"] = "default"
                actual = mono.buffer[y][x]
                for name, value in expected.items():
                    if getattr(actual, name) != value:
                        differences.append((y, x, cell.data, name, getattr(actual, name)))
            self.assertEqual(differences, [], f"cells against the rule, {step}: (row, column, glyph, attribute, value)")
            self.assertTrue(any(mono.buffer[y][x].reverse for y, x, _ in self.cells(mono)), "no reverse at all")
            # The pane headers have no band without colour: the pane with the keyboard shows its
            # title in bold reverse video behind a bold ▍, the other one its title dim.
            header = [mono.buffer[self.PANE_HEADERS][x] for x in range(self.SIZE[0])]
            rule = self.rule_column(full)
            keyboard, other = (header[:rule], header[rule + 1:]) if step != "content" else (header[rule + 1:], header[:rule])
            self.assertTrue(keyboard[0].data == "▍" and keyboard[0].bold, f"the ▍ marker of the pane with the keyboard, {step}")
            self.assertTrue(any(cell.reverse and cell.bold and cell.data.strip() for cell in keyboard), f"its title in reverse, {step}")
            self.assertTrue(any(cell.dim and cell.data.strip() for cell in other), f"the other pane's title dim, {step}")
            self.assertFalse(any(cell.reverse for cell in other), f"no reverse in the other pane's header, {step}")
        ring = [(y, x) for y, x, cell in self.cells(self.screens["xterm-256color"]["content"])
                if cell.data in self.BORDER_GLYPHS and cell.fg == self.FOCUS_RING]
        self.assertGreater(len(ring), 0, "no focus ring after Tab")

    # The focus must be visible: the focused row or card changes when it gets the focus, and
    # nothing else in its pane looks like it (cells compared by colours and attributes).

    def rule_column(self, screen):
        return next(x for x in range(self.SIZE[0]) if screen.buffer[2][x].data == "│")

    def row_look(self, screen, y, columns):
        return tuple(self.rendition(screen.buffer[y][x]) for x in columns)

    TITLES = ["Pink Lady", "Golden Delicious", "Empire", "Cosmic Crisp", "Fuji", "Jazz"]

    def cards(self, screen, first_column):
        """{title: look} for every card of TITLES on screen right of `first_column`: the glyphs,
        colours and attributes of its block's edges (the row above its title, the two below,
        the block being the run of cells around the title sharing the fill just before it).
        Cards are single blocks of colour (reverse video without colour) with the focus ring
        drawn on their edges, so the edges are what tell a focused card from the others."""
        found = {}
        width, height = self.SIZE
        for title in self.TITLES:
            for y in range(1, height - 2):
                # The row's text with each character's column (a wide glyph's second cell is empty).
                columns = [x for x in range(first_column, width) if screen.buffer[y][x].data]
                row = "".join(screen.buffer[y][x].data for x in columns)
                if title in row:
                    break
            else:
                continue
            start = columns[row.index(title)]
            end = columns[row.index(title) + len(title) - 1]
            look = lambda x: (screen.buffer[y][x].bg, screen.buffer[y][x].reverse)
            fill = look(start - 1)
            left, right = start - 1, end
            while left > first_column and look(left - 1) == fill:
                left -= 1
            while right < width - 1 and look(right + 1) == fill:
                right += 1
            edges = [(y - 1, x) for x in range(left, right + 1)] + [(y + 2, x) for x in range(left, right + 1)] + \
                    [(row_, left) for row_ in (y, y + 1)] + [(row_, right) for row_ in (y, y + 1)]
            found[title] = tuple((screen.buffer[row_][x].data,) + self.rendition(screen.buffer[row_][x]) for row_, x in edges)
        return found

    def assert_sidebar_focus_visible(self, name):
        before, sidebar, _ = (self.screens[name][step] for step, _ in self.STEPS)
        columns = range(self.rule_column(sidebar))
        focused = self.SIDEBAR_FOCUS["sidebar"]  # "In Stock"
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

    def test_c_locale_draws_ascii(self):
        """A locale that is not UTF-8 gets ASCII stand-ins (issue 25): the same stand, every
        glyph in ASCII, and the terminal restored."""
        tmux = Tmux(80, 24, term="tmux-256color")
        try:
            tmux.start_app(env="LANG=C LC_ALL=C")
            tmux.wait_for("Fruit Stand")
            wait_until(lambda: "In Stock" in tmux.screen(), message="the sidebar in ASCII")
            screen = tmux.screen()
            self.assertEqual([c for c in screen if ord(c) > 127], [], "only ASCII with LANG=C")
            tmux.keys("q")
            self.assertEqual(tmux.wait_for_exit(), 0)
            self.assertEqual(tmux.read("before"), tmux.read("after"))
        finally:
            tmux.close()

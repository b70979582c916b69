# The two commands: `make run` starts the app, `make test` passes every test. Each installs what
# it needs first (.ci/ensure-deps).
.PHONY: run test unit-test examples-test showcase-api-check e2e a11y demo bench fuzz fuzz-smoke fuzz-coverage sanitize api api-check docs docs-preview build deps-run deps-test deps-bench

SWIFT ?= swift
PYTHON ?= python3
RELEASE_BIN = .build/release/fruitstand-tui
# The inline example (Examples/Sources/pick), built in release for the end-to-end tests.
PICK_BIN = Examples/.build/release/pick
# The Examples package's release products (commits, logtail, table, top), for the end-to-end tests.
EXAMPLES_BIN = Examples/.build/release
# An inline app for the end-to-end tests (Tests/InlineProbe), built in release.
PROBE_BIN = .build/release/inline-probe

deps-run:
	@./.ci/ensure-deps run

deps-test:
	@./.ci/ensure-deps test

deps-bench:
	@./.ci/ensure-deps bench

build: deps-run
	$(SWIFT) build

run: deps-run
	$(SWIFT) build -c release --product fruitstand-tui
	./$(RELEASE_BIN)

# Unit tests (with the fuzzers' default runs), the Examples package's build and tests
# (examples-test), the showcase's code built against the public products alone
# (showcase-api-check), a check that the public API matches its listing in API/ (see `make api`),
# the documentation built with no warning and every public symbol documented (see
# `make docs`), a short libFuzzer run of every parser
# (fuzz-smoke), the end-to-end tests against the release binaries (the one `make run` starts, and
# the inline example `pick`: optimized builds inline across modules and can behave
# differently), the same binaries under a screen reader (a11y), every Swift test again
# under AddressSanitizer and LeakSanitizer, the suites where threads meet under ThreadSanitizer,
# then what the fuzzers, the terminal tests and the sanitizers checked.
test: deps-test
	rm -rf .build/reliability
	$(SWIFT) build -c release --product fruitstand-tui
	$(SWIFT) test
	$(MAKE) --no-print-directory examples-test
	$(MAKE) --no-print-directory showcase-api-check
	$(PYTHON) Scripts/api-listing --check
	$(PYTHON) Scripts/docs
	$(MAKE) --no-print-directory fuzz-smoke
	$(SWIFT) build -c release --product inline-probe
	$(SWIFT) build -c release --package-path Examples
	$(PYTHON) Tests/e2e/run.py --binary $(RELEASE_BIN) --pick $(PICK_BIN) --probe $(PROBE_BIN) --examples $(EXAMPLES_BIN)
	$(PYTHON) Tests/a11y/run.py --bin-dir .build/release --examples-dir $(EXAMPLES_BIN) --out .build/a11y
	SWIFT=$(SWIFT) $(PYTHON) Scripts/sanitize address
	SWIFT=$(SWIFT) $(PYTHON) Scripts/sanitize thread --threaded
	@$(PYTHON) Scripts/reliability-report

unit-test: deps-run
	$(SWIFT) test

# The Examples package (top, files, board, and fruit: the app of the "Your first app" article)
# as an outside package builds it: by path, public products only; its own .build stays inside
# Examples/. The articles' code must be the fruit example's, line for line.
examples-test: deps-run
	$(PYTHON) Scripts/article-code
	$(SWIFT) build --package-path Examples
	$(SWIFT) test --package-path Examples

# fruitstand-tui's own code (Sources/FruitStand, through a symlink) built as an outside package
# builds it: fails when the showcase reaches past the library's public API.
showcase-api-check: deps-run
	$(SWIFT) build --package-path Tests/ShowcaseAPI

e2e: deps-test
	$(SWIFT) build -c release --product fruitstand-tui
	$(SWIFT) build -c release --product inline-probe
	$(SWIFT) build -c release --package-path Examples
	$(PYTHON) Tests/e2e/run.py --binary $(RELEASE_BIN) --pick $(PICK_BIN) --probe $(PROBE_BIN) --examples $(EXAMPLES_BIN)

# The release binaries under a real screen reader (Fenrir, PTY mode, in tmux): after each key
# the app's sentence is said, early, nothing stale, nothing while idle, and at a real voice's
# pace heard to the end (Tests/a11y/run.py; a table per app, logs in .build/a11y).
a11y: deps-test
	$(SWIFT) build -c release --product fruitstand-tui
	$(SWIFT) build -c release --package-path Examples
	$(PYTHON) Tests/a11y/run.py --bin-dir .build/release --examples-dir $(EXAMPLES_BIN) --out .build/a11y

demo: deps-run
	$(SWIFT) build -c release --product fruitstand-tui
	./$(RELEASE_BIN) --demo

# Benchmarks (a separate package, so `swift build` stays fast): ratio tables from one run.
bench: deps-bench
	./Benchmarks/run

# Every Swift test under AddressSanitizer with LeakSanitizer, then under ThreadSanitizer, each
# built in its own folder (.build-asan, .build-tsan) with the fuzzers on a short run; one line
# each says what was found, and any report or leak of ours fails (Scripts/sanitize; logs in
# .build/sanitize/). `make test` runs the first, and the second on the threaded suites alone.
sanitize: deps-run
	SWIFT=$(SWIFT) $(PYTHON) Scripts/sanitize address
	SWIFT=$(SWIFT) $(PYTHON) Scripts/sanitize thread

# The fuzzers' long mode: 10x the default events over 8 seeds (about 15 minutes on 2 cores).
# Any FUZZ_* variable overrides (Tests/TestSupport/FuzzSettings.swift); a failure prints the
# FUZZ_SEED=... line that replays it.
FUZZ_EVENTS ?= 100000
FUZZ_APPLIES ?= 10000
FUZZ_TITLES ?= 20000
FUZZ_LANES ?= 8
fuzz: deps-run
	rm -rf .build/reliability
	FUZZ_EVENTS=$(FUZZ_EVENTS) FUZZ_APPLIES=$(FUZZ_APPLIES) FUZZ_TITLES=$(FUZZ_TITLES) FUZZ_LANES=$(FUZZ_LANES) \
		$(SWIFT) test --filter Fuzz
	@$(PYTHON) Scripts/reliability-report

# Coverage-guided fuzzing with libFuzzer (Fuzz/, Scripts/fuzz): every target for FUZZ_SECONDS
# over its seed corpus, then executions, coverage and crashes per target (docs/reliability.md).
# What a run finds is kept in .build-fuzz/corpus for the next run.
FUZZ_SECONDS ?= 180
fuzz-coverage: deps-run
	./Scripts/fuzz --seconds $(FUZZ_SECONDS)

# The short run `make test` makes: the seeds and every past crash input, then a few seconds of
# fuzzing per target.
FUZZ_SMOKE_SECONDS ?= 5
fuzz-smoke: deps-run
	./Scripts/fuzz --smoke --seconds $(FUZZ_SMOKE_SECONDS)

# The public API of every shipped module, listed in API/ from the symbol graphs. `make test`
# fails when the code's API and the listing differ: run this, review the diff, commit both.
api: deps-run
	$(PYTHON) Scripts/api-listing

api-check: deps-run
	$(PYTHON) Scripts/api-listing --check

# The reference documentation (DocC, every library module in one site) in .build/docs: fails on
# any DocC warning or undocumented public symbol and prints the coverage (Scripts/docs).
docs: deps-run
	$(PYTHON) Scripts/docs

docs-preview: deps-run
	$(PYTHON) Scripts/docs --preview

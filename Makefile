# The two commands: `make run` starts the app, `make test` passes every test. Each installs what
# it needs first (.ci/ensure-deps).
.PHONY: run test unit-test e2e demo bench fuzz build deps-run deps-test

SWIFT ?= swift
PYTHON ?= python3
RELEASE_BIN = .build/release/fruitstand-tui
DEBUG_BIN = .build/debug/fruitstand-tui

deps-run:
	@./.ci/ensure-deps run

deps-test:
	@./.ci/ensure-deps test

build: deps-run
	$(SWIFT) build

run: deps-run
	$(SWIFT) build -c release --product fruitstand-tui
	./$(RELEASE_BIN)

# Unit tests, then the end-to-end tests against the debug binary `swift test` just built.
test: deps-test
	$(SWIFT) build --product fruitstand-tui
	$(SWIFT) test
	$(PYTHON) Tests/e2e/run.py --binary $(DEBUG_BIN)

unit-test: deps-run
	$(SWIFT) test

e2e: deps-test
	$(SWIFT) build --product fruitstand-tui
	$(PYTHON) Tests/e2e/run.py --binary $(DEBUG_BIN)

demo: deps-run
	$(SWIFT) build -c release --product fruitstand-tui
	./$(RELEASE_BIN) --demo

bench:
	@if [ -x ./Benchmarks/run ]; then ./Benchmarks/run; \
	else echo "make bench: no benchmarks yet (Benchmarks/run is added by the benchmarks work)"; fi

fuzz: deps-run
	$(SWIFT) test --filter Fuzz

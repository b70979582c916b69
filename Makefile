# The two commands: `make run` starts the app, `make test` passes every test.
# Each installs what it needs first. The terminal helper fleshes this out.
.PHONY: run test demo bench fuzz build

build:
	swift build

run:
	swift build -c release --product fruitstand-tui
	./.build/release/fruitstand-tui

test:
	swift test

demo:
	swift build -c release --product fruitstand-tui
	./.build/release/fruitstand-tui --demo

bench:
	./Benchmarks/run

fuzz:
	swift test --filter Fuzz

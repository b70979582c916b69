// swift-tools-version: 6.1
import PackageDescription

// Layers (dependencies point down only):
//   fruitstand-tui -> FruitStand -> DiffableTUI -> CompositionalLayout -> Diffable
//                                       \-> TUICurses -> TUITerminal -> CTerminalGuard   \-> TUICore
//                                                   \-> CNCurses <-/ (terminfo)
// Only the terminal backends (TUITerminal, TUICurses) import CNCurses; Diffable,
// CompositionalLayout and TUICore never see a terminal. DiffableTUI's own code needs no terminal
// either (the backend protocols live in TUICore): it depends on TUICurses only to re-export it
// and TUITerminal, so that one `import DiffableTUI` gives an app both backends.
let package = Package(
    name: "DiffableTUI",
    platforms: [.macOS(.v15)],
    products: [
        // What an app depends on: the library with every layer below it and the ncurses backend,
        // all reached through one `import DiffableTUI`.
        .library(name: "DiffableTUI", targets: ["DiffableTUI"]),
        // Snapshots, section snapshots and the diff alone: no terminal, no ncurses.
        .library(name: "Diffable", targets: ["Diffable"]),
        // For tests of apps: golden screens, screen queries, input for the headless driver.
        .library(name: "DiffableTUITesting", targets: ["DiffableTUITesting"]),
        .executable(name: "fruitstand-tui", targets: ["fruitstand-tui"]),
        // The showcase app's code, a product only so that the Benchmarks package can drive the
        // app headless; not a supported API.
        .library(name: "FruitStand", targets: ["FruitStand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // FileDescriptor for the app's files (state, recordings, screenshots, inputs).
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
        // `swift package generate-documentation` (make docs): the DocC catalogs in
        // Sources/DiffableTUI and Sources/Diffable; adds nothing to any product.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The system's ncursesw, found in the standard include and library paths. No
        // pkg-config: its flags (-D_DEFAULT_SOURCE, -D_XOPEN_SOURCE=600) are ones SwiftPM
        // refuses with a warning in every build of every package that depends on this one;
        // shim.h defines what it needs itself and names the package to install when the
        // headers are missing.
        .systemLibrary(name: "CNCurses"),
        // The terminal guard's signal handlers and the one copy of their state.
        .target(name: "CTerminalGuard"),
        // glibc's malloc tuning for apps with large snapshots, an opt-in (TUICurses' MallocTuning).
        .target(name: "CMallocTuning"),
        .target(name: "TUICore"),
        // The terminal itself: termios, the signal guard, the output tap, input decoding, capability
        // probing, the inline backend, and `Platform`, where every OS call lives.
        // The library is named here, not in CNCurses' module map, because its name differs:
        // ncursesw on Linux, the SDK's ncurses on macOS (docs/porting.md).
        .target(
            name: "TUITerminal", dependencies: ["TUICore", "CNCurses", "CTerminalGuard", "CMallocTuning"],
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]
        ),
        // The full-screen backend over ncurses, alone.
        .target(name: "TUICurses", dependencies: ["TUICore", "TUITerminal", "CNCurses"]),
        .target(
            name: "Diffable",
            dependencies: [.product(name: "OrderedCollections", package: "swift-collections")]
        ),
        .target(name: "CompositionalLayout", dependencies: ["TUICore", "Diffable"]),
        .target(
            name: "DiffableTUI",
            dependencies: ["TUICore", "Diffable", "CompositionalLayout", "TUITerminal", "TUICurses"]
        ),
        .target(
            name: "FruitStand",
            dependencies: ["DiffableTUI", .product(name: "SystemPackage", package: "swift-system")]
        ),
        .executableTarget(
            name: "fruitstand-tui",
            dependencies: [
                "FruitStand",
                "DiffableTUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // For users' tests: golden screens, screen queries, input helpers for the headless driver.
        .target(
            name: "DiffableTUITesting",
            dependencies: ["DiffableTUI", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        // An inline app for the end-to-end tests (a fixed region, the last frame kept, the
        // terminal's cursor shown, q, a trap: what pick does not do); never shipped.
        .executableTarget(name: "inline-probe", dependencies: ["DiffableTUI"], path: "Tests/InlineProbe"),
        // Helpers shared by the test targets (a seeded generator); never shipped.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "TUICoreTests", dependencies: ["TUICore", "TestSupport"]),
        .testTarget(name: "DiffableTUITestingTests", dependencies: ["DiffableTUITesting"]),
        .testTarget(name: "TUITerminalTests", dependencies: ["TUITerminal"]),
        .testTarget(name: "TUICursesTests", dependencies: ["TUICurses", "TUITerminal"]),
        .testTarget(name: "DiffableTests", dependencies: ["Diffable", "TestSupport"]),
        .testTarget(name: "CompositionalLayoutTests", dependencies: ["CompositionalLayout", "TestSupport"]),
        .testTarget(
            name: "DiffableTUITests",
            dependencies: [
                "DiffableTUI",
                "TestSupport",
                "DiffableTUITesting",
            ],
            exclude: ["__Snapshots__", "Animation/__Snapshots__"]
        ),
        .testTarget(
            name: "FruitStandTests",
            dependencies: [
                "FruitStand",
                "TestSupport",
                "DiffableTUITesting",
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)

// Coverage-guided fuzz targets (libFuzzer), declared only when DIFFABLETUI_FUZZ=1: they link
// only with `-sanitize=fuzzer`, so a plain `swift build` / `swift test` never sees them.
// `Scripts/fuzz` (make fuzz-smoke, make fuzz-coverage) sets the variable and builds them.
if Context.environment["DIFFABLETUI_FUZZ"] == "1" {
    let fuzzTargets: [(name: String, dependencies: [Target.Dependency])] = [
        ("fuzz-input-decoder", ["TUITerminal", "TUICurses", "CNCurses"]),
        ("fuzz-inventory", ["FruitStand"]),
        ("fuzz-tape", ["FruitStand"]),
        ("fuzz-state-file", ["FruitStand"]),
        ("fuzz-snapshot", ["Diffable"]),
        ("fuzz-section-snapshot", ["Diffable"]),
    ]
    package.targets += [
        .systemLibrary(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"], path: "Fuzz/Support"),
    ]
    for target in fuzzTargets {
        package.targets.append(.executableTarget(
            name: target.name, dependencies: ["FuzzSupport"] + target.dependencies, path: "Fuzz/Targets/\(target.name)"
        ))
    }
}

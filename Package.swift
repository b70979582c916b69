// swift-tools-version: 6.1
import PackageDescription

// Layers (dependencies point down only):
//   fruitstand-tui -> FruitStand -> DiffableTUI -> CompositionalLayout -> Diffable
//                                         \-> TUICurses -> CNCurses, CTerminalGuard
//                                          \-> TUICore
// Only TUICurses imports CNCurses; Diffable, CompositionalLayout and TUICore never see a terminal.
let package = Package(
    name: "DiffableTUI",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DiffableTUI", targets: ["DiffableTUI"]),
        .executable(name: "fruitstand-tui", targets: ["fruitstand-tui"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .systemLibrary(
            name: "CNCurses",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        // The terminal guard's signal handlers and the one copy of their state.
        .target(name: "CTerminalGuard"),
        .target(name: "TUICore"),
        .target(name: "TUICurses", dependencies: ["TUICore", "CNCurses", "CTerminalGuard"]),
        .target(
            name: "Diffable",
            dependencies: [.product(name: "OrderedCollections", package: "swift-collections")]
        ),
        .target(name: "CompositionalLayout", dependencies: ["TUICore", "Diffable"]),
        .target(
            name: "DiffableTUI",
            dependencies: ["TUICore", "TUICurses", "Diffable", "CompositionalLayout"]
        ),
        .target(name: "FruitStand", dependencies: ["DiffableTUI"]),
        .executableTarget(
            name: "fruitstand-tui",
            dependencies: [
                "FruitStand",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Helpers shared by the test targets (a seeded generator); never shipped.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // Golden screens as text and styles, for the test targets that render.
        .target(
            name: "ScreenSnapshots",
            dependencies: ["TUICore", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            path: "Tests/ScreenSnapshots"
        ),
        .testTarget(name: "TUICoreTests", dependencies: ["TUICore", "TestSupport"]),
        .testTarget(name: "TUICursesTests", dependencies: ["TUICurses"]),
        .testTarget(name: "DiffableTests", dependencies: ["Diffable", "TestSupport"]),
        .testTarget(name: "CompositionalLayoutTests", dependencies: ["CompositionalLayout", "TestSupport"]),
        .testTarget(
            name: "DiffableTUITests",
            dependencies: [
                "DiffableTUI",
                "TestSupport",
                "ScreenSnapshots",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__", "Animation/__Snapshots__"]
        ),
        .testTarget(
            name: "FruitStandTests",
            dependencies: [
                "FruitStand",
                "TestSupport",
                "ScreenSnapshots",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
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
        ("fuzz-input-decoder", ["TUICurses", "CNCurses"]),
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

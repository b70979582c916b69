// swift-tools-version: 6.1
import PackageDescription

// Eight small apps built on DiffableTUI as an outside package would build them: only the
// public products, by path, each module reached with one `import DiffableTUI`. Each app's views
// and controllers live in a library with golden-screen tests; the executable starts it in the
// terminal.
let package = Package(
    name: "Examples",
    platforms: [.macOS(.v15)],
    products: [
        // pick's picker, a product only so that the Benchmarks package can time its keys.
        .library(name: "PickUI", targets: ["PickUI"]),
    ],
    dependencies: [
        .package(name: "DiffableTUI", path: ".."),
    ],
    targets: [
        // Views the three apps share: a frame with a header and a key-hint footer, a section bar,
        // a list with a text field's line under it. Each target names the product of every
        // module it imports: none reaches DiffableTUI through another target's dependency.
        .target(name: "ExampleViews", dependencies: [library]),
        .target(name: "TopUI", dependencies: ["ExampleViews", library]),
        .target(name: "FilesUI", dependencies: ["ExampleViews", library]),
        .target(name: "BoardUI", dependencies: ["ExampleViews", library]),
        .target(name: "CommitsUI", dependencies: ["ExampleViews", library]),
        .target(name: "LogTailUI", dependencies: ["ExampleViews", library]),
        // Starts an app in the terminal, or draws its first screen into an SVG file.
        .target(name: "ExampleRunner", dependencies: [library]),
        .executableTarget(name: "top", dependencies: ["TopUI", "ExampleRunner"]),
        .executableTarget(name: "files", dependencies: ["FilesUI", "ExampleRunner"]),
        .executableTarget(name: "board", dependencies: ["BoardUI", "ExampleRunner"]),
        .executableTarget(name: "commits", dependencies: ["CommitsUI", "ExampleRunner"]),
        .executableTarget(name: "logtail", dependencies: ["LogTailUI", "ExampleRunner"]),
        .testTarget(name: "TopUITests", dependencies: ["TopUI", testing], exclude: ["__Snapshots__"]),
        .testTarget(name: "FilesUITests", dependencies: ["FilesUI", testing], exclude: ["__Snapshots__"]),
        .testTarget(name: "BoardUITests", dependencies: ["BoardUI", testing], exclude: ["__Snapshots__"]),
        .testTarget(name: "CommitsUITests", dependencies: ["CommitsUI", testing], exclude: ["__Snapshots__"]),
        .testTarget(name: "LogTailUITests", dependencies: ["LogTailUI", testing], exclude: ["__Snapshots__"]),
        // The app of the "Your first app" article, its targets exactly as the article writes
        // them; its tests run the article's snippets and those of "Testing your app".
        .target(name: "FruitApp", dependencies: [.product(name: "DiffableTUI", package: "DiffableTUI")]),
        .executableTarget(name: "fruit", dependencies: ["FruitApp", .product(name: "DiffableTUI", package: "DiffableTUI")]),
        .testTarget(name: "FruitAppTests", dependencies: ["FruitApp", .product(name: "DiffableTUITesting", package: "DiffableTUI")],
                    exclude: ["__Snapshots__"]),
        // The table of the "Tables" article, as the article writes it.
        .target(name: "TableApp", dependencies: [.product(name: "DiffableTUI", package: "DiffableTUI")]),
        .executableTarget(name: "table", dependencies: ["TableApp", .product(name: "DiffableTUI", package: "DiffableTUI")]),
        .testTarget(name: "TableAppTests", dependencies: ["TableApp", .product(name: "DiffableTUITesting", package: "DiffableTUI")],
                    exclude: ["__Snapshots__"]),
        // pick, the shell tool of the "Inline tools" article: its targets as the article writes them.
        .target(name: "PickUI", dependencies: [.product(name: "DiffableTUI", package: "DiffableTUI")]),
        .executableTarget(name: "pick", dependencies: ["PickUI", .product(name: "DiffableTUI", package: "DiffableTUI")]),
        .testTarget(name: "PickUITests", dependencies: ["PickUI", .product(name: "DiffableTUITesting", package: "DiffableTUI")],
                    exclude: ["__Snapshots__"]),
    ]
)

var library: Target.Dependency { .product(name: "DiffableTUI", package: "DiffableTUI") }
var testing: Target.Dependency { .product(name: "DiffableTUITesting", package: "DiffableTUI") }

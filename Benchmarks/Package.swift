// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so the main package never depends on
// package-benchmark. One executable target per area under Benchmarks/<Name>/;
// `Benchmarks/run` runs them all and prints one ratio table per area.
let package = Package(
    name: "DiffableTUIBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "DiffableTUI", path: ".."),
        .package(
            url: "https://github.com/ordo-one/benchmark",
            from: "1.38.1",
            traits: ["MallocInterposer"]
        ),
        // The interposer package-benchmark already uses; the diff benchmarks read its
        // counters directly to find the peak of live bytes during one diff, the soak
        // benchmark the live bytes after thousands of applies.
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.6.1"),
        // The pick example's picker, timed as `seq 1 1000000 | pick` meets keys.
        .package(name: "Examples", path: "../Examples"),
    ],
    targets: [
        // What the benchmark targets share: a seeded generator, the stock-list rows, and rounds
        // that time contenders side by side.
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                .product(name: "DiffableTUI", package: "DiffableTUI"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/BenchmarkSupport"
        ),
        .executableTarget(
            name: "DiffBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "DiffableTUI", package: "DiffableTUI"),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ],
            path: "Benchmarks/DiffBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "AnimationBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "DiffableTUI", package: "DiffableTUI"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/AnimationBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "AppBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "FruitStand", package: "DiffableTUI"),
                .product(name: "DiffableTUI", package: "DiffableTUI"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/AppBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "SoakBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "DiffableTUI", package: "DiffableTUI"),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ],
            path: "Benchmarks/SoakBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "TableBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "DiffableTUI", package: "DiffableTUI"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/TableBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "OutlineBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "DiffableTUI", package: "DiffableTUI"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/OutlineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "FrameBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "DiffableTUI", package: "DiffableTUI"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/FrameBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "PickBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "DiffableTUI", package: "DiffableTUI"),
                .product(name: "PickUI", package: "Examples"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/PickBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)

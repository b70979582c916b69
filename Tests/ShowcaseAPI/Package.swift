// swift-tools-version: 6.1
import PackageDescription

// The showcase app's code (the main package's Sources/FruitStand, through the Showcase
// symlink) compiled as an outside package compiles it: by path, against the public products
// only. It builds only while fruitstand-tui uses nothing but the library's public API; `make
// showcase-api-check` (part of `make test`) builds it.
let package = Package(
    name: "ShowcaseAPI",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "DiffableTUI", path: "../.."),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
    ],
    targets: [
        .target(
            name: "ShowcaseOnPublicAPI",
            dependencies: [
                .product(name: "DiffableTUI", package: "DiffableTUI"),
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            path: "Showcase"
        ),
    ]
)

// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "LedgerKit",
    platforms: [.iOS(.v16)],
    products: [.library(name: "LedgerKit", targets: ["LedgerKit"])],
    dependencies: [
        // Pinned in #412 ("pin test-support deps for reproducible CI").
        .package(url: "https://github.com/pointfreeco/swift-clocks", exact: "1.0.1"),
    ],
    targets: [
        .target(name: "LedgerKit", dependencies: [.product(name: "Clocks", package: "swift-clocks")]),
    ]
)

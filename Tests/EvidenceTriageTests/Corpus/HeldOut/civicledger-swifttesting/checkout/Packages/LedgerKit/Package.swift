// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LedgerKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "LedgerKit", targets: ["LedgerKit"]),
    ],
    targets: [
        .target(
            name: "LedgerKit",
            resources: [.process("Resources")]
        ),
    ]
)

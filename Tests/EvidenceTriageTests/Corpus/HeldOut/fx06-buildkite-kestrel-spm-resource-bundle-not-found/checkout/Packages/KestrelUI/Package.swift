// swift-tools-version:5.10
import PackageDescription

let package = Package(
    name: "KestrelUI",
    defaultLocalization: "en",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "KestrelUI", targets: ["KestrelUI"]),
    ],
    targets: [
        .target(
            name: "KestrelUI",
            resources: [.process("Resources")]
        ),
        .testTarget(name: "KestrelUITests", dependencies: ["KestrelUI"]),
    ]
)

// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "SandpiperCore",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "SandpiperCore", targets: ["SandpiperCore"]),
    ],
    targets: [
        .target(name: "SandpiperCore"),
        .testTarget(
            name: "SandpiperCoreTests",
            dependencies: ["SandpiperCore"],
            resources: [
                .copy("Fixtures/v1"),
            ]
        ),
    ]
)

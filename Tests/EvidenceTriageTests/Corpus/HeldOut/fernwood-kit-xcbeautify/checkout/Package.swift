// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "fernwood-kit",
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "FernwoodCore", targets: ["FernwoodCore"]),
    ],
    targets: [
        .target(
            name: "FernwoodCore",
            resources: [.process("Resources")]
        ),
        .testTarget(
            name: "FernwoodCoreTests",
            dependencies: ["FernwoodCore"],
            resources: [.copy("Fixtures/Legacy")]
        ),
    ]
)

// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "FernwoodCore",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "FernwoodCore", targets: ["FernwoodCore"])
    ],
    targets: [
        .target(
            name: "FernwoodCore",
            path: "Sources/FernwoodCore"
        ),
        // Moved here from FernwoodTests in #612 so the package can be tested on its own.
        // SwiftPM test targets have no host application: they run inside the `xctest` process.
        .testTarget(
            name: "FernwoodCoreTests",
            dependencies: ["FernwoodCore"],
            path: "Tests/FernwoodCoreTests"
        )
    ]
)

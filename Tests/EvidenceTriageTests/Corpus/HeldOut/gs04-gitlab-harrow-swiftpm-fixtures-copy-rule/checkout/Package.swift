// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "HarrowSync",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "HarrowSync", targets: ["HarrowSync"]),
    ],
    targets: [
        .target(name: "HarrowSync"),
        .testTarget(
            name: "HarrowSyncTests",
            dependencies: ["HarrowSync"],
            resources: [
                // !733: keep the folder layout so Other/ and JSONs/ can hold files with the same name.
                .copy("Fixtures/JSONs"),
                .copy("Fixtures/Other"),
            ]
        ),
    ]
)

// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "QuayKit",
    platforms: [.iOS(.v17)],
    products: [.library(name: "QuayKit", targets: ["QuayKit"])],
    targets: [
        .target(name: "QuayKit"),
        .testTarget(
            name: "QuayKitTests",
            dependencies: ["QuayKit"]
            // Fixtures/ moved here from QuayKit/Resources in #412
        ),
    ]
)

// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "WrenfieldKit",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "WrenfieldKit", targets: ["WrenfieldKit"]),
    ],
    targets: [
        .target(name: "WrenfieldKit"),
        .testTarget(name: "WrenfieldKitTests", dependencies: ["WrenfieldKit"]),
    ]
)

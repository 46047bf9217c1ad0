// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "BrindleKit",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "BrindleKit", type: .dynamic, targets: ["BrindleKit"]),
    ],
    targets: [
        .target(name: "BrindleKit", resources: [.copy("Samples")]),
    ]
)

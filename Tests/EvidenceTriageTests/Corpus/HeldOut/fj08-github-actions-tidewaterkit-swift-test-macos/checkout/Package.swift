// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TidewaterKit",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "TidewaterKit", targets: ["TidewaterKit"]),
    ],
    targets: [
        .target(name: "TidewaterKit"),
        .testTarget(name: "TidewaterKitTests", dependencies: ["TidewaterKit"]),
    ]
)

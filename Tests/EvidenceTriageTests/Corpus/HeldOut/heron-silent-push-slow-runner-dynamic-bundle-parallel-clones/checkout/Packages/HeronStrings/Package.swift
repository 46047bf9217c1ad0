// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "HeronStrings",
    defaultLocalization: "en",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "HeronStrings", type: .dynamic, targets: ["HeronStrings"]),
    ],
    targets: [
        .target(name: "HeronStrings", resources: [.process("Resources")]),
    ]
)

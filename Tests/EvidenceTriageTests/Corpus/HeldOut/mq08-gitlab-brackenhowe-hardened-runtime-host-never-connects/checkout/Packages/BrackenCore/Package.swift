// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "BrackenCore",
    defaultLocalization: "en",
    platforms: [.macOS(.v14)],
    products: [.library(name: "BrackenCore", targets: ["BrackenCore"])],
    targets: [
        .target(name: "BrackenCore", resources: [.process("Resources/en.lproj")]),   // de.lproj not listed
        .testTarget(name: "BrackenCoreTests", dependencies: ["BrackenCore"]),
    ]
)

// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HearthmarkAuth",
    platforms: [.iOS(.v17)],
    products: [.library(name: "HearthmarkAuth", targets: ["HearthmarkAuth"])],
    targets: [
        .target(name: "HearthmarkAuth"),
        // Moved here from the app's HearthmarkTests target (hosted in Hearthmark.app) in #1442.
        .testTarget(name: "HearthmarkAuthTests", dependencies: ["HearthmarkAuth"])
    ]
)

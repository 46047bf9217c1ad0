// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Experiments",
    platforms: [.iOS(.v17)],
    products: [.library(name: "Experiments", targets: ["Experiments"])],
    dependencies: [.package(path: "../FernlightTracks")],
    targets: [
        // Moved to the Swift 6 language mode in #2291.
        .target(name: "Experiments", dependencies: ["FernlightTracks"])
    ]
)

// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "FernlightTracks",
    platforms: [.iOS(.v17)],
    products: [.library(name: "FernlightTracks", targets: ["FernlightTracks"])],
    targets: [.target(name: "FernlightTracks")]
)

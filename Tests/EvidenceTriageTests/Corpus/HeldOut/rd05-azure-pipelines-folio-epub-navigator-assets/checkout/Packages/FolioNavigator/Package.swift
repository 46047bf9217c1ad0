// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "FolioNavigator",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "FolioNavigator", targets: ["FolioNavigator"]),
    ],
    dependencies: [
        .package(url: "https://github.com/weichsel/ZIPFoundation.git", from: "0.9.19"),
    ],
    targets: [
        .target(
            name: "FolioNavigator",
            dependencies: ["ZIPFoundation"],
            path: "Sources/FolioNavigator",
            exclude: ["EPUB/Assets"]
        ),
        .testTarget(name: "FolioNavigatorTests", dependencies: ["FolioNavigator"]),
    ]
)

// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "KestrelCore",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "KestrelAuth", targets: ["KestrelAuth"]),
        .library(name: "KestrelNetworking", targets: ["KestrelNetworking"]),
    ],
    targets: [
        // KES-740: TokenStore moved here from the app target so the share extension can use it.
        .target(name: "KestrelAuth"),
        .target(name: "KestrelNetworking", dependencies: ["KestrelAuth"]),
        .testTarget(name: "KestrelAuthTests", dependencies: ["KestrelAuth"]),
        .testTarget(name: "KestrelNetworkingTests", dependencies: ["KestrelNetworking"]),
    ]
)

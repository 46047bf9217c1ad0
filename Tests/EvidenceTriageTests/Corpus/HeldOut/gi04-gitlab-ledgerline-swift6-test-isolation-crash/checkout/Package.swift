// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Ledgerline",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "Ledgerline", targets: ["Ledgerline"]),
    ],
    targets: [
        .target(
            name: "Ledgerline",
            path: "Sources/Ledgerline"
        ),
        // LL-2291: the test target used to pin `swiftLanguageMode(.v5)`.
        // Every target now builds in the Swift 6 language mode.
        .testTarget(
            name: "LedgerlineTests",
            dependencies: ["Ledgerline"],
            path: "Tests/LedgerlineTests"
        ),
    ]
)

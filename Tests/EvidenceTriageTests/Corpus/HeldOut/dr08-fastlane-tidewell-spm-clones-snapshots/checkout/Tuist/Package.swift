// swift-tools-version: 5.10
import PackageDescription

#if TUIST
import ProjectDescription

let packageSettings = PackageSettings(
    productTypes: [
        "SwellFixtures": .framework,
    ]
)
#endif

let package = Package(
    name: "TidewellDependencies",
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.18.3"),
        // Shared JSON fixtures (surf, tide, wind) with a resource bundle.
        .package(url: "git@github.com:tidewell/swell-fixtures.git", from: "0.6.0"),
    ]
)

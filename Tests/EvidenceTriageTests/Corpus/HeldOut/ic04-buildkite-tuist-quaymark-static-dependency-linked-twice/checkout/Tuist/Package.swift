// swift-tools-version: 6.0
import PackageDescription

#if TUIST
import ProjectDescription
let packageSettings = PackageSettings(productTypes: ["Dependencies": .staticFramework])
#endif

let package = Package(
    name: "QuaymarkDependencies",
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.9.0"),
    ]
)

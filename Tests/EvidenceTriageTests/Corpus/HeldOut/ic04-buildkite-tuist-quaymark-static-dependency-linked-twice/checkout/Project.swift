import ProjectDescription

let project = Project(
    name: "Quaymark",
    targets: [
        .target(
            name: "Quaymark",
            destinations: .iOS,
            product: .app,
            bundleId: "com.quaymark.app",
            infoPlist: .file(path: "App/Info.plist"),
            sources: ["App/Sources/**"],
            resources: ["App/Resources/**"],
            dependencies: [.target(name: "SyncFeature"), .target(name: "BerthKit")]
        ),
        .target(
            name: "SyncFeature",
            destinations: .iOS,
            product: .framework,
            bundleId: "com.quaymark.SyncFeature",
            sources: ["Sources/SyncFeature/**"],
            dependencies: [
                .target(name: "BerthKit"),
                .external(name: "Dependencies"),        // static SwiftPM product
            ]
        ),
        .target(
            name: "BerthKit",
            destinations: .iOS,
            product: .staticFramework,
            bundleId: "com.quaymark.BerthKit",
            sources: ["Sources/BerthKit/**"]
        ),
        .target(
            name: "SyncFeatureTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "com.quaymark.SyncFeatureTests",
            sources: ["Tests/SyncFeatureTests/**"],
            dependencies: [
                .target(name: "Quaymark"),               // host app
                .target(name: "SyncFeature"),
                .external(name: "Dependencies"),        // for withDependencies in tests
            ]
        ),
        .target(
            name: "BerthKitTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "com.quaymark.BerthKitTests",
            sources: ["Tests/BerthKitTests/**"],
            dependencies: [.target(name: "BerthKit")]
        ),
    ]
)

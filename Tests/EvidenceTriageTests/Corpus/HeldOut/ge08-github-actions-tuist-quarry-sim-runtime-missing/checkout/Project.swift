import ProjectDescription

let project = Project(
    name: "Quarry",
    targets: [
        .target(
            name: "Quarry",
            destinations: .iOS,
            product: .app,
            bundleId: "app.quarry.ios",
            deploymentTargets: .iOS("17.0"),
            infoPlist: .extendingDefault(with: [
                "UILaunchScreen": [:],
                "UIBackgroundModes": ["fetch", "processing"],
                "BGTaskSchedulerPermittedIdentifiers": ["app.quarry.ios.route-sync", "app.quarry.ios.photo-cleanup"],
            ]),
            sources: ["Quarry/Sources/**"],
            resources: ["Quarry/Resources/**"]
        ),
        .target(
            name: "QuarryTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "app.quarry.ios.tests",
            sources: ["Quarry/Tests/**"],
            dependencies: [.target(name: "Quarry")]
        ),
    ]
)

import ProjectDescription

let project = Project(
    name: "Osprey",
    targets: [
        .target(
            name: "Osprey",
            destinations: .iOS,
            product: .app,
            bundleId: "com.osprey.tides",
            deploymentTargets: .iOS("16.0"),
            infoPlist: .extendingDefault(with: [
                "UILaunchScreen": [:],
                "UIBackgroundModes": ["remote-notification"],
                "BGTaskSchedulerPermittedIdentifiers": ["com.osprey.tides.sync"],
            ]),
            sources: ["Osprey/Sources/**"],
            resources: ["Osprey/Resources/**"],
            dependencies: [.target(name: "OspreyKit")]
        ),
        .target(
            name: "OspreyTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "com.osprey.tides.tests",
            infoPlist: .default,
            sources: ["OspreyTests/**"],
            dependencies: [.target(name: "Osprey")]
        ),
    ]
)

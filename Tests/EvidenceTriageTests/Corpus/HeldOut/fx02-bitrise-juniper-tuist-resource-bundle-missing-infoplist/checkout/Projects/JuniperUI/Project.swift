import ProjectDescription

let project = Project(
    name: "JuniperUI",
    targets: [
        Target(
            name: "JuniperUI",
            platform: .iOS,
            // Was .framework until this change; static to cut dyld time at launch.
            product: .staticFramework,
            bundleId: "com.junipertools.journal.ui",
            deploymentTarget: .iOS(targetVersion: "13.0", devices: .iphone),
            infoPlist: .default,
            sources: ["Sources/**"],
            resources: [
                "Resources/**/*.xcassets",
                "Resources/**/*.strings",
            ],
            dependencies: []
        ),
        Target(
            name: "JuniperUITests",
            platform: .iOS,
            product: .unitTests,
            bundleId: "com.junipertools.journal.ui.tests",
            infoPlist: .default,
            sources: ["Tests/**"],
            dependencies: [
                .target(name: "JuniperUI"),
            ]
        ),
    ]
)

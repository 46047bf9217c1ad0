import ProjectDescription

let earlGrey = "../../Vendor/EarlGrey"

let project = Project(
    name: "Larkspur",
    targets: [
        .target(
            name: "Larkspur",
            destinations: .iOS,
            product: .app,
            bundleId: "com.larkspurapp.ios",
            deploymentTargets: .iOS("17.0"),
            infoPlist: .extendingDefault(with: [
                "UILaunchScreen": [:],
                "UIBackgroundModes": ["fetch"],
                "BGTaskSchedulerPermittedIdentifiers": ["com.larkspurapp.ios.reminder-sync"],
            ]),
            sources: ["Sources/**"],
            resources: ["Resources/**"],
            dependencies: [
                .project(target: "LarkspurKit", path: "../LarkspurKit"),
                // (#612) EarlGrey is test-only: moved to LarkspurUITests below.
            ]
        ),
        .target(
            name: "LarkspurUITests",
            destinations: .iOS,
            product: .uiTests,
            bundleId: "com.larkspurapp.ios.uitests",
            deploymentTargets: .iOS("17.0"),
            sources: ["UITests/**"],
            dependencies: [
                .target(name: "Larkspur"),
                .xcframework(path: "\(earlGrey)/TestLib.xcframework"),
                .xcframework(path: "\(earlGrey)/AppFramework.xcframework"),
                .xcframework(path: "\(earlGrey)/eDistantObject.xcframework"),
            ]
        ),
    ]
)

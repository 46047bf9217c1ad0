import ProjectDescription

let appInfoPlist: [String: InfoPlist.Value] = [
    "CFBundleShortVersionString": "3.8.0",
    "CFBundleVersion": "412",
    "UIBackgroundModes": ["fetch", "processing", "audio"],
    "BGTaskSchedulerPermittedIdentifiers": [
        "com.pinfold.app.feed-refresh",
        "com.pinfold.app.auto-download",
    ],
    "UIApplicationSceneManifest": [
        "UIApplicationSupportsMultipleScenes": false,
        "UISceneConfigurations": [
            "UIWindowSceneSessionRoleApplication": [
                [
                    "UISceneConfigurationName": "Default Configuration",
                    "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate",
                ],
            ],
        ],
    ],
]

let project = Project(
    name: "Pinfold",
    organizationName: "Pinfold Audio",
    targets: [
        Target(
            name: "Pinfold",
            platform: .iOS,
            product: .app,
            bundleId: "com.pinfold.app",
            deploymentTarget: .iOS(targetVersion: "13.0", devices: .iphone),
            // The app builds its UI in SceneDelegate; there is no Main.storyboard in Resources.
            infoPlist: .extendingDefault(with: appInfoPlist),
            sources: ["Pinfold/Sources/**"],
            resources: ["Pinfold/Resources/**"],
            dependencies: [.target(name: "PinfoldKit")]
        ),
        Target(
            name: "PinfoldKit",
            platform: .iOS,
            product: .framework,
            bundleId: "com.pinfold.kit",
            deploymentTarget: .iOS(targetVersion: "13.0", devices: .iphone),
            infoPlist: .default,
            sources: ["PinfoldKit/Sources/**"]
        ),
        Target(
            name: "PinfoldKitTests",
            platform: .iOS,
            product: .unitTests,
            bundleId: "com.pinfold.kit.tests",
            infoPlist: .default,
            sources: ["PinfoldKit/Tests/**"],
            dependencies: [.target(name: "PinfoldKit")]
        ),
        Target(
            name: "PinfoldUITests",
            platform: .iOS,
            product: .uiTests,
            bundleId: "com.pinfold.app.uitests",
            infoPlist: .default,
            sources: ["PinfoldUITests/**"],
            dependencies: [.target(name: "Pinfold")]
        ),
    ],
    schemes: [
        Scheme(
            name: "Pinfold",
            shared: true,
            buildAction: BuildAction(targets: ["Pinfold"]),
            testAction: TestAction(targets: ["PinfoldKitTests", "PinfoldUITests"]),
            runAction: RunAction(executable: "Pinfold")
        ),
    ]
)

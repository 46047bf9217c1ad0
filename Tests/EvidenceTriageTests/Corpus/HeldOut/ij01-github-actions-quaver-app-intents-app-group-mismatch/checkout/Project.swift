import ProjectDescription

let marketingVersion = "2.6.0"
let buildNumber = "412"

let project = Project(
    name: "Quaver",
    organizationName: "Quaver Labs",
    settings: .settings(base: [
        "MARKETING_VERSION": .string(marketingVersion),
        "CURRENT_PROJECT_VERSION": .string(buildNumber),
    ]),
    targets: [
        .target(
            name: "Quaver",
            destinations: .iOS,
            product: .app,
            bundleId: "com.quaverlabs.quaver",
            deploymentTargets: .iOS("17.0"),
            infoPlist: .extendingDefault(with: [
                "UILaunchScreen": [:],
                "UIBackgroundModes": ["audio"],
                "AppGroupIdentifier": "group.com.quaverlabs.ios",
                "NSMicrophoneUsageDescription": "Quaver records your voice to transcribe it.",
                "NSSpeechRecognitionUsageDescription": "Quaver turns your recordings into text.",
                "BGTaskSchedulerPermittedIdentifiers": ["com.quaverlabs.quaver.transcript-cleanup"],
            ]),
            sources: ["Quaver/Sources/**"],
            resources: ["Quaver/Resources/**"],
            entitlements: .file(path: "Quaver/Quaver.entitlements"),
            dependencies: [.target(name: "QuaverWidgets")]
        ),
        .target(
            name: "QuaverWidgets",
            destinations: .iOS,
            product: .appExtension,
            bundleId: "com.quaverlabs.quaver.widgets",
            deploymentTargets: .iOS("18.0"),
            infoPlist: .extendingDefault(with: [
                "CFBundleShortVersionString": "$(MARKETING_VERSION)",
                "CFBundleVersion": "$(CURRENT_PROJECT_VERSION)",
                "NSExtension": ["NSExtensionPointIdentifier": "com.apple.widgetkit-extension"],
            ]),
            sources: ["QuaverWidgets/Sources/**", "Quaver/Sources/Intents/**", "Quaver/Sources/Shared/**"]
        ),
        .target(
            name: "QuaverTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "com.quaverlabs.quaver.tests",
            sources: ["QuaverTests/**"],
            dependencies: [.target(name: "Quaver")]
        ),
        .target(
            name: "QuaverUITests",
            destinations: .iOS,
            product: .uiTests,
            bundleId: "com.quaverlabs.quaver.uitests",
            sources: ["QuaverUITests/**"],
            dependencies: [.target(name: "Quaver")]
        ),
    ]
)

import ProjectDescription

let appInfoPlist: [String: Plist.Value] = [
    "CFBundleDisplayName": "Quillmark",
    "CFBundleShortVersionString": "2.9.0",
    "CFBundleVersion": "$(CURRENT_PROJECT_VERSION)",
    "UILaunchScreen": [:],
    "ITSAppUsesNonExemptEncryption": false,
    "BGTaskSchedulerPermittedIdentifiers": [
        "com.quillmark.ios.sync",
        "com.quillmark.ios.index-rebuild",
    ],
    "UIBackgroundModes": ["fetch"],
]

let project = Project(
    name: "Quillmark",
    settings: .settings(base: ["CURRENT_PROJECT_VERSION": "4410"]),
    targets: [
        .target(
            name: "Quillmark",
            destinations: .iOS,
            product: .app,
            bundleId: "com.quillmark.ios",
            deploymentTargets: .iOS("17.0"),
            infoPlist: .extendingDefault(with: appInfoPlist),
            sources: ["Quillmark/**"],
            resources: ["Quillmark/Resources/**"],
            entitlements: .file(path: "Quillmark/Quillmark.entitlements"),
            dependencies: [.external(name: "GRDB")]
        ),
        .target(
            name: "QuillmarkTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "com.quillmark.ios.tests",
            infoPlist: .default,
            sources: ["QuillmarkTests/**"],
            dependencies: [.target(name: "Quillmark")]
        ),
    ]
)

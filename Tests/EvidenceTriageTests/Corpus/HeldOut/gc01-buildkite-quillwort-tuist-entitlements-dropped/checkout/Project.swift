import ProjectDescription

let appEntitlements: Entitlements = .dictionary([
    "keychain-access-groups": .array([.string("$(AppIdentifierPrefix)com.quillwort.shared")]),
    "com.apple.security.application-groups": .array([.string("group.com.quillwort.shared")]),
])

let project = Project(
    name: "Quillwort",
    options: .options(
        automaticSchemesOptions: .disabled,
        developmentRegion: "en"
    ),
    settings: .settings(
        base: [
            "SWIFT_VERSION": "5.10",
            "DEVELOPMENT_TEAM": "QW7K2M9XPA",
        ],
        configurations: [
            .debug(name: "Debug", xcconfig: "Configs/Debug.xcconfig"),
            .release(name: "Release", xcconfig: "Configs/Release.xcconfig"),
        ]
    ),
    targets: [
        .target(
            name: "Quillwort",
            destinations: .iOS,
            product: .app,
            bundleId: "com.quillwort.app",
            deploymentTargets: .iOS("17.0"),
            infoPlist: .file(path: "Quillwort/Info.plist"),
            sources: ["Quillwort/Sources/**"],
            resources: ["Quillwort/Resources/**"],
            entitlements: appEntitlements,
            dependencies: [
                .target(name: "QuillwortWidgets"),
            ]
        ),
        .target(
            name: "QuillwortWidgets",
            destinations: .iOS,
            product: .appExtension,
            bundleId: "com.quillwort.app.widgets",
            deploymentTargets: .iOS("17.0"),
            infoPlist: .file(path: "QuillwortWidgets/Info.plist"),
            sources: ["QuillwortWidgets/Sources/**"],
            entitlements: .dictionary([
                "com.apple.security.application-groups": .array([.string("group.com.quillwort.shared")]),
            ])
        ),
        .target(
            name: "QuillwortTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "com.quillwort.app.tests",
            deploymentTargets: .iOS("17.0"),
            infoPlist: .default,
            sources: ["QuillwortTests/**"],
            dependencies: [
                .target(name: "Quillwort"),
            ]
        ),
    ],
    schemes: [
        .scheme(
            name: "Quillwort",
            buildAction: .buildAction(targets: ["Quillwort"]),
            testAction: .targets(["QuillwortTests"], configuration: "Debug")
        ),
    ]
)

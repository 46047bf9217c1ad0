import ProjectDescription

let infoPlist: [String: Plist.Value] = [
    "CFBundleShortVersionString": "2.3.0",
    "CFBundleVersion": "230",
    "UILaunchScreen": ["UIColorName": "LaunchBackground"],
    "NSPhotoLibraryAddUsageDescription": "Fernhill saves bed photos to your library.",
    // Background sync (#311): weekly photo prune + garden sync
    "Permitted background task scheduler identifiers": [
        "com.fernhill.garden.sync",
        "com.fernhill.garden.photo-prune",
    ],
    "Required background modes": ["fetch", "processing"],
]

let project = Project(
    name: "Fernhill",
    targets: [
        .target(
            name: "Fernhill",
            destinations: .iOS,
            product: .app,
            bundleId: "com.fernhill.garden",
            deploymentTargets: .iOS("17.0"),
            infoPlist: .extendingDefault(with: infoPlist),
            sources: ["Fernhill/Sources/**"],
            resources: ["Fernhill/Resources/**"],
            dependencies: [.external(name: "EvidenceRecorder")]
        ),
        .target(
            name: "FernhillTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "com.fernhill.garden.tests",
            infoPlist: .default,
            sources: ["FernhillTests/**"],
            dependencies: [.target(name: "Fernhill")]
        ),
    ]
)

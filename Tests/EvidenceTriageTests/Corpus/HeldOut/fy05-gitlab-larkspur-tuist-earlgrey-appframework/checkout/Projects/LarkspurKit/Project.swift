import ProjectDescription

let project = Project(
    name: "LarkspurKit",
    targets: [
        .target(
            name: "LarkspurKit",
            destinations: .iOS,
            // (#612) was .framework; static to cut launch time.
            product: .staticFramework,
            bundleId: "com.larkspurapp.kit",
            deploymentTargets: .iOS("17.0"),
            sources: ["Sources/**"],
            resources: ["Resources/**"],
            dependencies: []
        ),
        .target(
            name: "LarkspurKitTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "com.larkspurapp.kit.tests",
            deploymentTargets: .iOS("17.0"),
            sources: ["Tests/**"],
            dependencies: [.target(name: "LarkspurKit")]
        ),
    ],
    resourceSynthesizers: [.files(extensions: ["json"]), .strings()]
)

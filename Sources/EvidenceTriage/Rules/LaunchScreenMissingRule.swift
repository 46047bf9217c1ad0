import EvidenceCore
import EvidenceReaders

/// The built app's Info.plist names no launch screen, and the failure shows the app at the legacy 320×480 points
/// (a window, a screen or a snapshot that size, on a device whose screen is larger): without a launch screen iOS
/// runs an iPhone app letterboxed in its compatibility size — the target's plist, not the layout code.
struct LaunchScreenMissingRule: ClassificationRule {
    let identifier = "launch_screen_missing"
    let category = TriageCategory.configurationRegression
    let summary = "The built app's Info.plist names no launch screen (UILaunchScreen, UILaunchStoryboardName) and the failure shows the app at the legacy 320×480 points: iOS runs such an app letterboxed in its compatibility size."

    static func plist(launchScreen: Bool, packageType: String = "APPL") -> AppInfoPlist {
        var dictionary: [String: Any] = ["CFBundleIdentifier": "com.example.pinwheel", "CFBundlePackageType": packageType, "DTPlatformName": "iphonesimulator"]
        if launchScreen { dictionary["UILaunchScreen"] = [String: Any]() }
        return AppInfoPlist(path: "build/Pinwheel.app/Info.plist", dictionary: dictionary)
    }
    static let windowSize = "XCTAssertEqual failed: (\"(320.0, 480.0)\") is not equal to (\"(393.0, 852.0)\")"

    var triggeringExamples: [RuleExample] {
        [
            .failure("PinwheelTests.RootLayoutTests/testKeyWindowFillsScreen", messages: [Self.windowSize], plist: Self.plist(launchScreen: false)),
            // A snapshot taken at that size against references recorded at the device's own.
            .failure("PinwheelTests.WelcomeSnapshotTests/testWelcomeScreen",
                     messages: ["failed - Snapshot \"testWelcomeScreen.1\" does not match reference.\n\nNewly-taken snapshot@(320.0, 480.0) does not match reference@(393.0, 852.0)."],
                     plist: Self.plist(launchScreen: false)),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // The plist names one: something else sized the window.
            .failure("PinwheelTests.RootLayoutTests/testKeyWindowFillsScreen", messages: [Self.windowSize], plist: Self.plist(launchScreen: true)),
            // Another size: no compatibility mode shows.
            .failure("PinwheelTests.RootLayoutTests/testKeyWindowFillsScreen", messages: ["XCTAssertEqual failed: (\"(375.0, 667.0)\") is not equal to (\"(393.0, 852.0)\")"],
                     plist: Self.plist(launchScreen: false)),
            // Only an extension's plist was kept: it says nothing of the app's launch screen.
            .failure("PinwheelTests.RootLayoutTests/testKeyWindowFillsScreen", messages: [Self.windowSize], plist: Self.plist(launchScreen: false, packageType: "XPC!")),
            // No plist at all.
            .failure("PinwheelTests.RootLayoutTests/testKeyWindowFillsScreen", messages: [Self.windowSize]),
        ]
    }

    /// The legacy size as tests and snapshot libraries print it.
    static let legacySizes = ["(320.0, 480.0)", "(320, 480)", "320.0 x 480.0", "320x480", "320×480", "{320, 480}", "{{0, 0}, {320, 480}}"]

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        let apps = context.builtPlists.filter { !$0.isExtension && ($0.packageType == nil || $0.packageType == "APPL") && $0.platformName?.hasPrefix("iphone") != false }
        guard !apps.isEmpty, apps.allSatisfy({ !$0.namesALaunchScreen }),
              let issue = context.test.issues.first(where: { issue in Self.legacySizes.contains(where: issue.message.includes) }) else { return nil }
        let plist = apps[0]
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.record, .inferred), stage: nil,
            reason: "\(plist.path) names no launch screen, and the test saw the app at the legacy 320×480 points: iOS runs such an app letterboxed in its compatibility size.",
            evidence: (issue.evidence.map { [$0] } ?? []) + [EvidencePointer(path: plist.path, excerpt: "UILaunchScreen / UILaunchStoryboardName: (absent)")],
            nextStep: "Give the app target a launch screen (`UILaunchScreen` in its Info.plist, or `INFOPLIST_KEY_UILaunchScreen_Generation = YES`, or a launch storyboard), then rebuild.")
    }
}

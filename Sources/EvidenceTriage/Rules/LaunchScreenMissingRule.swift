import EvidenceCore
import EvidenceReaders

/// The built app's Info.plist names no launch screen, and the failure shows the app at the legacy 320×480 points
/// (a window, a screen or a snapshot that size, on a device whose screen is larger): without a launch screen iOS
/// runs an iPhone app letterboxed in its compatibility size — the target's plist, not the layout code.
struct LaunchScreenMissingRule: ClassificationRule {
    let identifier = "launch_screen_missing"
    let category = TriageCategory.configurationRegression
    let summary = "The built app's Info.plist names no launch screen (UILaunchScreen, UILaunchStoryboardName) and the failure shows the app at the legacy 320×480 points: iOS runs such an app letterboxed in its compatibility size."

    static func plist(launchScreen: Bool, packageType: String = "APPL", extra: [String: Any] = [:]) -> AppInfoPlist {
        var dictionary: [String: Any] = ["CFBundleIdentifier": "com.example.pinwheel", "CFBundlePackageType": packageType, "DTPlatformName": "iphonesimulator"]
        if launchScreen { dictionary["UILaunchScreen"] = [String: Any]() }
        return AppInfoPlist(path: "build/Pinwheel.app/Info.plist", dictionary: dictionary.merging(extra) { $1 })
    }
    static let windowSize = "XCTAssertEqual failed: (\"(320.0, 480.0)\") is not equal to (\"(393.0, 852.0)\")"

    var triggeringExamples: [RuleExample] {
        [
            .failure("PinwheelTests.RootLayoutTests/testKeyWindowFillsScreen", messages: [Self.windowSize], plist: Self.plist(launchScreen: false)),
            // An iPad's launch storyboard, or an empty name, gives an iPhone none.
            .failure("PinwheelTests.RootLayoutTests/testKeyWindowFillsScreen", messages: [Self.windowSize],
                     plist: Self.plist(launchScreen: false, extra: ["UILaunchStoryboardName~ipad": "LaunchPad", "UILaunchStoryboardName": ""])),
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
            // The size of an image or a fixed frame, compared with no screen's.
            .failure("PinwheelTests.ThumbnailTests/testThumbnailScalesDown", messages: ["XCTAssertEqual failed: (\"(640.0, 960.0)\") is not equal to (\"(320.0, 480.0)\")"],
                     plist: Self.plist(launchScreen: false)),
            // A source plist (no toolchain keys): the build may generate its launch screen.
            .failure("PinwheelTests.RootLayoutTests/testKeyWindowFillsScreen", messages: [Self.windowSize],
                     plist: AppInfoPlist(path: "Pinwheel/Info.plist", dictionary: ["CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)", "CFBundlePackageType": "APPL"])),
            // No plist at all.
            .failure("PinwheelTests.RootLayoutTests/testKeyWindowFillsScreen", messages: [Self.windowSize]),
        ]
    }

    /// A message compares the legacy 320×480 with a current iPhone's or iPad's screen (`(320.0, 480.0)` against
    /// `(393.0, 852.0)`, a snapshot `@(320.0, 480.0)` against its reference's): the app was laid out letterboxed where
    /// the device is larger. (A size of 320×480 alone — an image, a fixed frame — is not the screen.)
    static func comparesTheLegacySize(_ message: String) -> Bool {
        // (Any `(width, height)` pair, an assertion's too, in whole points: as a snapshot's sizes are read.)
        let sizes = Set(SnapshotSizes.pointSizes(in: message, openings: [("(", ")")]))
        return sizes.contains("320x480") && sizes.contains { $0 != "320x480" && SnapshotSizes.devices.contains($0) }
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        // (A built plist — the toolchain's keys, `DTPlatformName` — of an iPhone app: a source plist may leave the
        // launch screen to the build's generated keys.)
        let apps = context.builtPlists.filter { !$0.isExtension && ($0.packageType == nil || $0.packageType == "APPL") && $0.platformName?.hasPrefix("iphone") == true }
        guard !apps.isEmpty, apps.allSatisfy({ !$0.namesALaunchScreen }),
              let issue = context.test.issues.first(where: { Self.comparesTheLegacySize($0.message) }) else { return nil }
        let plist = apps[0]
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.record, .inferred), stage: nil,
            reason: "\(plist.path) names no launch screen, and the test saw the app at the legacy 320×480 points: iOS runs such an app letterboxed in its compatibility size.",
            evidence: (issue.evidence.map { [$0] } ?? []) + [EvidencePointer(path: plist.path, excerpt: "UILaunchScreen / UILaunchStoryboardName: (absent)")],
            nextStep: "Give the app target a launch screen (`UILaunchScreen` in its Info.plist, or `INFOPLIST_KEY_UILaunchScreen_Generation = YES`, or a launch storyboard), then rebuild.")
    }
}

import EvidenceReaders

/// The system refused a privacy-sensitive API for want of a usage description in the built plist
/// (TCC: `This app has attempted to access privacy-sensitive data without a usage description`). The
/// line explains the failure it was printed in when that failure is the crash TCC causes, or an
/// assertion about the permission itself; beside an unrelated assertion it is only noise the app
/// printed on the way.
struct UsageDescriptionMissingRule: ClassificationRule {
    let identifier = "usage_description_missing"
    let category = TriageCategory.configurationRegression
    let summary = "The system refused a privacy-sensitive API (location, camera, motion…) because the built Info.plist lacks the usage description it requires, and the test crashed or asserted on that permission: the target's plist, not its code."

    static let line = "2026-08-12 21:14:45.624590-0700 App[20877:240311] This app has attempted to access privacy-sensitive data without a usage description. The app's Info.plist must contain an “NSLocationAlwaysAndWhenInUseUsageDescription” key with a string value explaining to the user how the app uses this data"

    var triggeringExamples: [RuleExample] {
        [
            .failure("AppTests.PermissionsTests/testAlwaysAuthorizationPromptAvailable", messages: ["XCTAssertNotNil failed - needed before requestAlwaysAuthorization()"], log: [Self.line]),
            .failure("AppTests.TrailRecorderTests/testStartsRecording", messages: ["Test crashed with signal abrt."], log: [Self.line]),
            // XCUITest: the app died under the test, which says only that it is not running.
            .failure("AppUITests.ProfilePhotoUITests/testChoosePhotoFromLibrary", messages: ["Application com.example.app is not running"], log: [Self.line]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // Printed on the way to an assertion about something else: the code's.
            .failure("AppTests.TrackRecorderTests/testRecordingSurvivesLongBackground", messages: ["XCTAssertFalse failed - iOS will pause updates after ~1 h"], log: [Self.line]),
            .failure("AppTests.PermissionsTests/testUsageDescriptionMentionsTrails", messages: ["XCTAssertTrue failed - usage description should mention trails"]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        guard let hit = context.text(saying: .usageDescriptionMissing) else { return nil }
        let aboutPermission = context.test.issues.contains { issue in SignalVocabulary.permissionWords.contains { issue.message.includes($0) } }
            || SignalVocabulary.permissionWords.contains { context.test.id.name.includes($0) }
        guard context.crashed || aboutPermission else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.system), stage: nil,
            reason: "The system refused a privacy-sensitive API: “\(hit.text.drop { $0 != "T" }.prefix(160))…”.",
            evidence: (hit.evidence.map { [$0] } ?? []) + (context.test.issues.first?.evidence.map { [$0] } ?? []),
            nextStep: "Add the usage-description key the message names (`NSLocationAlwaysAndWhenInUseUsageDescription`, `NSCameraUsageDescription`, …) to the app target's Info.plist, for the build configuration CI tests.")
    }
}

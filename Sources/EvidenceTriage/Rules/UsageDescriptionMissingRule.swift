import EvidenceCore
import EvidenceReaders

/// The system refused a privacy-sensitive API for want of a usage description in the built plist
/// (TCC: `This app has attempted to access privacy-sensitive data without a usage description`). The
/// line explains the failure it was printed in when that failure is the crash TCC causes, or an
/// assertion about the permission itself; beside an unrelated assertion it is only noise the app
/// printed on the way. Without that line, a test about the system's prompt for a permission whose
/// usage description no built plist carries reads the same: the system never asks.
struct UsageDescriptionMissingRule: ClassificationRule {
    let identifier = "usage_description_missing"
    let category = TriageCategory.configurationRegression
    let summary = "The system refused a privacy-sensitive API (location, camera, motion…) because the built Info.plist lacks the usage description it requires, and the test crashed or asserted on that permission, or the refusal came while a test about it ran; or the test waited on the system's prompt for a permission whose usage description no built plist carries: the target's plist, not its code."

    static let bothKeysLine = "2025-03-14 10:02:18.111630+0000 Trailmark[8102:91230] This app has attempted to access privacy-sensitive data without a usage description. The app's Info.plist must contain both “NSLocationAlwaysAndWhenInUseUsageDescription” and “NSLocationWhenInUseUsageDescription” keys with string values explaining to the user how the app uses this data"
    static let line = "2026-08-12 21:14:45.624590-0700 App[20877:240311] This app has attempted to access privacy-sensitive data without a usage description. The app's Info.plist must contain an “NSLocationAlwaysAndWhenInUseUsageDescription” key with a string value explaining to the user how the app uses this data"

    var triggeringExamples: [RuleExample] {
        [
            // The system's reminders (EventKit's store), asked for with no usage description.
            .failure("AppTests.ReminderPermissionTests/testDeniedPermissionKeepsRemindersOff", messages: ["XCTAssertEqual failed: (\"notDetermined\") is not equal to (\"denied\")"],
                     plist: AppInfoPlist(path: "config/App/Info.plist", dictionary: ["CFBundleIdentifier": "com.example.app"]),
                     code: ["        let granted = try await EKEventStore().requestFullAccessToReminders()"]),
            .failure("AppTests.PermissionsTests/testAlwaysAuthorizationPromptAvailable", messages: ["XCTAssertNotNil failed - needed before requestAlwaysAuthorization()"], log: [Self.line]),
            .failure("AppTests.TrailRecorderTests/testStartsRecording", messages: ["Test crashed with signal abrt."], log: [Self.line]),
            // A Maestro flow's app died; the run's log says TCC ended it (the flow's name says nothing of motion).
            .failure("Test Suite/trip_tracking_starts", messages: ["App crashed or stopped while executing flow"],
                     runLog: ["2026-12-07 16:53:48.164 E  App[6302:7b8e1] [com.apple.TCC:access] This app has crashed because it attempted to access privacy-sensitive data without a usage description.  The app's Info.plist must contain an NSMotionUsageDescription key with a string value explaining to the user how the app uses this data."]),
            // A Flutter integration test whose app died (`device process exited unexpectedly`); the device
            // log holds two refusals, and this test's is the photo library's.
            .failure("avatar_picker_test/AvatarPicker picks photo from library", messages: ["TestDeviceException(The device process exited unexpectedly (exit code -6))"],
                     runLog: ["2026-11-30 09:41:47.552019-0800 Runner[8177]: *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'To use location in iOS8 and above you need to define either NSLocationWhenInUseUsageDescription or NSLocationAlwaysUsageDescription in the app bundle's Info.plist file'",
                              "2026-11-30 09:41:15.902311-0800 Runner[8121]: [access] This app has crashed because it attempted to access privacy-sensitive data without a usage description.  The app's Info.plist must contain an NSPhotoLibraryUsageDescription key with a string value explaining to the user how the app uses this data."]),
            // A Flutter plugin's own check, before it asks the system.
            .failure("tracking_test/requests always-on location permission before tracking",
                     messages: ["PlatformException(ERROR_MISSING_PROPERTYKEY, To use location in iOS8 you need to define either NSLocationWhenInUseUsageDescription or NSLocationAlwaysUsageDescription in the app bundle's Info.plist file, null, null)"]),
            // XCUITest: the app died under the test, which says only that it is not running.
            .failure("AppUITests.ProfilePhotoUITests/testChoosePhotoFromLibrary", messages: ["Application com.example.app is not running"], log: [Self.line]),
            // A UI test waited for the system's Always prompt, in a build without the key it needs (the older key is there).
            .failure("AppUITests.TrackingPermissionUITests/testEnableTrackingShowsAlwaysPrompt",
                     messages: ["XCTAssertTrue failed - no location authorization prompt after enabling trip tracking"],
                     plist: AppInfoPlist(path: "config/App/Info.plist", dictionary: ["CFBundleIdentifier": "com.example.app",
                                                                                     "NSLocationAlwaysUsageDescription": "Logs your walks.",
                                                                                     "NSLocationWhenInUseUsageDescription": "Shows tides near you."])),
            .failure("AppUITests.ScannerPermissionUITests/testCameraPermissionPromptAppears",
                     messages: ["XCTAssertTrue failed - camera permission alert did not appear"],
                     plist: .built(permitted: [], modes: [])),
            // Refused while the test ran, before the region it waited for: a geofence needs location always.
            .failure("AppTests.RegionMonitoringTests/testTrailheadGeofenceStartsMonitoring",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"monitoring started for trailhead\"."],
                     log: [Self.bothKeysLine]),
            // The app crashed in TCC's own frame for a privacy violation: the usage description is missing.
            .failure("AppUITests.ProfileUITests/testPickAvatarFromLibrary", messages: ["Harborline (18233) crashed in __TCC_CRASHING_DUE_TO_PRIVACY_VIOLATION__"]),
            // The crash report after the tests names the camera's key; this UI test is about the camera.
            .failure("AppUITests.ReceiptScanUITests/testScanButtonOpensCamera", messages: ["XCTAssertTrue failed - camera preview did not appear"],
                     plist: .built(permitted: [], modes: []), runLog: [Self.crashReportsReason]),
        ]
    }

    /// A crash report's reason (`"asi"`), as a job's after-script prints it.
    static let crashReportsReason = "  \"asi\" : {\"TCC\":[\"This app has crashed because it attempted to access privacy-sensitive data without a usage description.  The app's Info.plist must contain an NSCameraUsageDescription key with a string value explaining to the user how the app uses this data.\"]},"

    var nonTriggeringExamples: [RuleExample] {
        [
            // An app's reminders are its own notifications: nothing names EventKit's store.
            .failure("AppTests.ReminderPermissionTests/testDeniedPermissionKeepsRemindersOff", messages: ["XCTAssertEqual failed: (\"notDetermined\") is not equal to (\"denied\")"],
                     plist: AppInfoPlist(path: "config/App/Info.plist", dictionary: ["CFBundleIdentifier": "com.example.app"]),
                     code: ["        let granted = try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert])"]),
            // A photo editor's geometry, in a run whose log holds another test's photo-library refusal.
            .failure("AppTests.PhotoEditorTests/testCropsToSquare",
                     messages: ["XCTAssertEqual failed: (\"(0.0, 0.0, 300.0, 200.0)\") is not equal to (\"(0.0, 0.0, 200.0, 200.0)\")"],
                     plist: AppInfoPlist(path: "config/App/Info.plist", dictionary: ["NSCameraUsageDescription": "Scans receipts."]),
                     runLog: ["2026-11-30 09:41:15.902311-0800 Runner[8121]: [access] This app has crashed because it attempted to access privacy-sensitive data without a usage description.  The app's Info.plist must contain an NSPhotoLibraryUsageDescription key with a string value explaining to the user how the app uses this data."]),
            // Printed on the way to an assertion about something else: the code's.
            .failure("AppTests.TrackRecorderTests/testRecordingSurvivesLongBackground", messages: ["XCTAssertFalse failed - iOS will pause updates after ~1 h"], log: [Self.line]),
            .failure("AppTests.PermissionsTests/testUsageDescriptionMentionsTrails", messages: ["XCTAssertTrue failed - usage description should mention trails"]),
            // The key is there: whatever kept the prompt away, not the plist.
            .failure("AppUITests.ScannerPermissionUITests/testCameraPermissionPromptAppears",
                     messages: ["XCTAssertTrue failed - camera permission alert did not appear"],
                     plist: AppInfoPlist(path: "config/App/Info.plist", dictionary: ["NSCameraUsageDescription": "Scans receipts."])),
            // A price-alert store's test about nearby stores: "alert" is the store's name, no prompt.
            .failure("AppTests.PriceAlertStoreTests/testNearbyStoresUseLocation", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"3\")"],
                     plist: AppInfoPlist(path: "config/App/Info.plist", dictionary: ["CFBundleIdentifier": "com.example.app"])),
            // A job's alerts (a type named `SentAlert`) and a matcher's `at location [1]`: no system prompt waited on.
            .failure("price_refresh_job_test/PriceRefreshJob notifies once per product that dropped below target",
                     messages: ["Expected: ['p-kettle-17']\n  Actual: MappedListIterable<SentAlert, String>:['p-kettle-17', 'p-kettle-17']\n   Which: longer than expected at location [1]"],
                     plist: AppInfoPlist(path: "config/Runner/Info.plist", dictionary: ["CFBundleIdentifier": "com.example.app"])),
            // Refused while a geofence test ran that found a wrong radius, not nothing: not what the refusal leaves.
            .failure("AppTests.RegionMonitoringTests/testGeofenceRadiusClampedToMinimum", messages: ["XCTAssertEqual failed: (\"50.0\") is not equal to (\"100.0\")"],
                     log: [Self.bothKeysLine]),
            // A formatter whose test says `always`: not location always.
            .failure("AppTests.TrailFormatterTests/testDistanceAlwaysUsesMilesForUSLocale",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 2 seconds, with unfulfilled expectations: \"formatted\"."], log: [Self.bothKeysLine]),
            // Refused while a test about something else ran (an elevation profile's arithmetic): noise on its way.
            .failure("AppTests.ElevationProfileTests/testTotalAscentIgnoresGpsNoise", messages: ["XCTAssertEqual failed: (\"45.0\") is not equal to (\"30.0\") +/- (\"0.5\")"],
                     log: [Self.bothKeysLine]),
            // The same refusal printed outside any test, beside a region test that asserted a count: not this test's line.
            .failure("AppTests.RegionMonitoringTests/testTrailheadGeofenceStartsMonitoring",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"monitoring started for trailhead\"."],
                     runLog: [Self.bothKeysLine]),
            // No built plist to read: nothing says the key is missing.
            .failure("AppUITests.ScannerPermissionUITests/testCameraPermissionPromptAppears", messages: ["XCTAssertTrue failed - camera permission alert did not appear"]),
            // The run's camera refusal says nothing of a test about something else.
            .failure("AppUITests.SettingsUITests/testToggleDarkMode", messages: ["XCTAssertTrue failed - dark mode switch"],
                     plist: .built(permitted: [], modes: []), runLog: [Self.crashReportsReason]),
        ]
    }

    /// What a permission is for, in a test's words, and the usage descriptions that let the system ask
    /// for it (any one of them will do; Apple's Information Property List reference).
    static let permissions: [(words: [String], keys: [String])] = [
        (["location"], ["NSLocationWhenInUseUsageDescription", "NSLocationAlwaysAndWhenInUseUsageDescription"]),
        (["camera"], ["NSCameraUsageDescription"]),
        (["microphone"], ["NSMicrophoneUsageDescription"]),
        (["photo library", "photos", "photo"], ["NSPhotoLibraryUsageDescription", "NSPhotoLibraryAddUsageDescription"]),
        (["contacts"], ["NSContactsUsageDescription"]),
        (["calendar"], ["NSCalendarsUsageDescription", "NSCalendarsFullAccessUsageDescription", "NSCalendarsWriteOnlyAccessUsageDescription"]),
        (["reminders"], ["NSRemindersUsageDescription", "NSRemindersFullAccessUsageDescription"]),
        (["bluetooth"], ["NSBluetoothAlwaysUsageDescription", "NSBluetoothPeripheralUsageDescription"]),
        (["motion"], ["NSMotionUsageDescription"]),
        (["speech"], ["NSSpeechRecognitionUsageDescription"]),
    ]
    /// Location the app asks to have always (since iOS 11 only this key lets the system ask), which
    /// significant-change and region monitoring need.
    static let alwaysLocationWords = ["always", "significant", "region monitoring", "geofenc"]
    static let alwaysLocationKey = "NSLocationAlwaysAndWhenInUseUsageDescription"
    /// The failure is about the system's asking: a prompt, an authorization, a permission.
    static let askingWords = ["prompt", "uthoriz", "ermission"]
    /// An alert only as a word of its own in what the test said: inside a name (`SentAlert`,
    /// `PriceAlertStoreTests`, whose words a test's name is split into) it is the app's.
    static let askingWholeWords: Set<String> = ["alert", "alerts"]

    static func saysAnAlert(_ issues: [TestIssue]) -> Bool {
        issues.contains { issue in
            !askingWholeWords.isDisjoint(with: issue.message.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
        }
    }

    /// The test is about the system asking for a permission (its name and messages), and no built plist
    /// has a usage description that lets it ask: the system never shows the prompt.
    /// The permission a refusal line names by its key (`… must contain an NSCameraUsageDescription key …`).
    static func permissionNamed(in text: String) -> (words: [String], keys: [String], key: String)? {
        for permission in permissions {
            if let key = permission.keys.first(where: text.includes) { return (permission.words, permission.keys, key) }
        }
        if text.includes(alwaysLocationKey) { return (["location"], [alwaysLocationKey], alwaysLocationKey) }
        return nil
    }

    /// What a test's name (in words) and messages say, lowercased, and whether they mention a subject:
    /// as a whole word (`motion`, not `promotion`), or a phrase (`photo library`).
    struct Said {
        let text: String
        private let words: Set<String>

        init(_ test: TestResult) {
            let name = TaskIdentifierScanner.words(of: test.id.suite + " " + test.id.name).sorted().joined(separator: " ")
            text = ([name] + test.issues.map { $0.message.lowercased() }).joined(separator: " ")
            words = Set(text.split(whereSeparator: { !$0.isLetter }).map(String.init))
        }

        func mentions(_ word: String) -> Bool { word.contains(" ") ? text.includes(word) : words.contains(word) }
    }

    /// A refusal of location, and a test about what needs it always (`testTrailheadGeofenceStartsMonitoring`) — a fence,
    /// a region, significant changes; not the word `always` alone (`testDistanceAlwaysUsesMiles`).
    static func needsLocationAlways(_ refusal: String, _ test: TestResult) -> Bool {
        guard permissionNamed(in: refusal)?.words == ["location"] else { return false }
        let said = Said(test)
        return alwaysLocationWords.contains { $0 != "always" && (said.mentions($0) || ($0 == "geofenc" && said.text.includes($0))) }
    }

    /// Whether a test's name or messages are about `words`.
    static func testIsAbout(_ words: [String], _ test: TestResult, loosely: Bool = false) -> Bool {
        let said = Said(test)
        return words.contains { word in (loosely || !looseWords.contains(word)) && said.mentions(word) }
    }

    /// Words that say a permission only of a test that crashed on it (`picks photo from library`): a
    /// `PhotoEditorTests` failure is about geometry, not the library the run's refusal names.
    static let looseWords: Set<String> = ["photo"]

    /// The failure's words or the test's code name EventKit, whose store holds the system's reminders.
    static func namesEventKit(_ context: FailureContext) -> Bool {
        let texts = context.texts.map(\.text) + (context.code + context.helperCode).map { $0.excerpt ?? "" }
        return texts.contains { text in ["EKEventStore", "EventKit", "EKEntityType", "EKAuthorizationStatus", ".reminder)"].contains(where: text.includes) }
    }

    private func promptWithoutItsKey(_ context: FailureContext) -> RuleVerdict? {
        let built = context.plists.filter { $0.unexpandedIdentifiers.isEmpty && !$0.isExtension }
        guard let plist = built.first else { return nil }
        let said = Said(context.test)
        guard let issue = context.test.issues.first,
              Self.askingWords.contains(where: said.text.includes) || Self.saysAnAlert(context.test.issues) else { return nil }
        let mentions = said.mentions
        let present = built.reduce(into: Set<String>()) { $0.formUnion($1.usageDescriptions) }
        for permission in Self.permissions where permission.words.contains(where: mentions) {
            // (An app's reminders are as often its own notifications: the system's store only where its framework is named.)
            if permission.words == ["reminders"], !Self.namesEventKit(context) { continue }
            var needed = permission.keys
            if permission.words == ["location"], Self.alwaysLocationWords.contains(where: { mentions($0) || ($0 == "geofenc" && said.text.includes($0)) }) {
                needed = [Self.alwaysLocationKey]
            }
            guard present.isDisjoint(with: needed) else { continue }
            return RuleVerdict(
                rule: identifier, category: category, weight: EvidenceWeight(.record, .inferred), stage: nil,
                reason: "The test waits on the system asking for \(permission.words[0]) access, and \(plist.path) has no \(needed.map { "`\($0)`" }.joined(separator: " or ")): the system never asks without it.",
                evidence: [EvidencePointer(path: plist.path, excerpt: present.isEmpty ? "no usage descriptions" : "usage descriptions: " + present.sorted().joined(separator: ", "))]
                    + (issue.evidence.map { [$0] } ?? []),
                nextStep: "Add \(needed[0]) (a sentence for the user) to the app target's Info.plist for the build configuration CI tests.")
        }
        return nil
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        guard let first = context.text(saying: .usageDescriptionMissing) else { return promptWithoutItsKey(context) }
        // Of several refusals (a device log's dump holds every test's), the one of the permission this test is about.
        // (Named in so many words first: a crashed `testTakesPhotoOfReceipt` is the camera's.)
        let refusals = context.texts(saying: .usageDescriptionMissing)
        func about(_ text: FailureContext.Text, loosely: Bool) -> Bool {
            Self.permissionNamed(in: text.text).map { Self.testIsAbout($0.words, context.test, loosely: loosely) } == true
        }
        let hit = refusals.first { about($0, loosely: false) } ?? (context.crashed ? refusals.first { about($0, loosely: true) } : nil) ?? first
        // The refusal was the run's (a crash report's, after the tests), kept for a test about the
        // permission it names: the same subject, inferred; the built plist without the key agrees.
        let aboutPermission = context.test.issues.contains { issue in SignalVocabulary.permissionWords.contains { issue.message.includes($0) } }
            || SignalVocabulary.permissionWords.contains { context.test.id.name.includes($0) }
        if !(context.crashed || aboutPermission), let pointer = hit.evidence, context.runLines.contains(pointer) {
            let named = Self.permissionNamed(in: hit.text)
            let lacking = named.map { named in context.plists.contains { !$0.usageDescriptions.contains(named.key) } } ?? false
            return RuleVerdict(
                rule: identifier, category: category, weight: EvidenceWeight(.system, .inferred, corroborated: lacking), stage: nil,
                reason: "The run's crash says the system refused \(named?.words[0] ?? "a privacy-sensitive API") for want of its usage description (“\(hit.text.drop { $0 != "T" }.prefix(140))…”), and this test is about \(named?.words[0] ?? "it")\(lacking ? "; the built plist lacks the key too" : ""): the app died where the test needed it.",
                evidence: [pointer] + (context.test.issues.first?.evidence.map { [$0] } ?? []),
                nextStep: "Add \(named?.key ?? "the usage-description key the message names") to the app target's Info.plist, for the build configuration CI tests.")
        }
        // Printed while this test ran, refusing the permission it is about (a geofence's or a region's: location always),
        // and the failure one the refusal leaves: a wait for what never came, or a permission's state asserted.
        let printedInTheTest = hit.evidence.map { !context.runLines.contains($0) } ?? false
        let leftByARefusal = context.test.issues.contains { issue in
            SignalCatalog.signal(.waitTimedOut).matches(issue.message) || Self.askingWords.contains(where: issue.message.includes) || issue.message.includes("status")
        }
        let refusedWhatItNeeds = printedInTheTest && leftByARefusal && (about(hit, loosely: false) || Self.needsLocationAlways(hit.text, context.test))
        guard context.crashed || aboutPermission || refusedWhatItNeeds else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.system), stage: nil,
            reason: "The system refused a privacy-sensitive API: “\(hit.text.drop { $0 != "T" }.prefix(160))…”.",
            evidence: (hit.evidence.map { [$0] } ?? []) + (context.test.issues.first?.evidence.map { [$0] } ?? []),
            nextStep: "Add the usage-description key the message names (`NSLocationAlwaysAndWhenInUseUsageDescription`, `NSCameraUsageDescription`, …) to the app target's Info.plist, for the build configuration CI tests.")
    }
}

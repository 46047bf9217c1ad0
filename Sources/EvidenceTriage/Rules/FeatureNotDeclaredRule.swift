import EvidenceCore
import EvidenceReaders

/// The test is about a feature the system grants only to an app whose built Info.plist switches it
/// on (`NSSupportsLiveActivities` for Live Activities), the built app's plist does not, and the
/// failure says the feature was refused or nothing came of it: the target's plist, not the code
/// (an extension's plist declaring it is not enough; the app's must).
struct FeatureNotDeclaredRule: ClassificationRule {
    let identifier = "feature_not_declared"
    let category = TriageCategory.configurationRegression
    let summary = "The test is about a feature the built app's Info.plist must switch on (Live Activities: NSSupportsLiveActivities), the built app's plist does not, and the feature was refused or never happened: the target's plist, not its code."

    static let liveActivities = CapabilityRequirement(name: "Live Activities", key: "NSSupportsLiveActivities",
                                                      words: ["Live Activit", "LiveActivit", "live activit", "ActivityKit", "areActivitiesEnabled", "Activity.request", "Activity<"],
                                                      doubledWords: ["Activit"],
                                                      // ActivityKit's calls, and a plugin's (`LiveActivities().createActivity`, `startLiveActivity`).
                                                      systemCalls: ["activity<", "activity.request", "activity.activities", "request(attributes:", "areactivitiesenabled",
                                                                    "activityauthorizationinfo", "pushtostart", "pushtoken", "activityupdates"]
                                                          + ["start", "create", "request", "begin", "end", "update"].flatMap { ["\($0)activit", "\($0)liveactivit"] })
    static let features = [liveActivities]
    static func plist(liveActivities: Bool, packageType: String = "APPL") -> AppInfoPlist {
        var dictionary: [String: Any] = ["CFBundleIdentifier": "com.example.app", "CFBundlePackageType": packageType]
        if liveActivities { dictionary["NSSupportsLiveActivities"] = true }
        return AppInfoPlist(path: "config/App/Info.plist", dictionary: dictionary)
    }

    var triggeringExamples: [RuleExample] {
        [
            .failure("AppUITests.DeliveryActivityUITests/testStartingDeliveryShowsLiveActivityStatus",
                     messages: ["XCTAssertEqual failed: (\"unavailable: activities disabled\") is not equal to (\"started\") - Live Activity should start when the courier accepts"],
                     plist: Self.plist(liveActivities: false)),
            .failure("AppTests.LiveActivityStartTests/startRequestsAnActivity", messages: ["Expectation failed: (activity → nil) != nil"],
                     plist: Self.plist(liveActivities: false)),
            // A plugin's start failed with ActivityKit's error, shown by the app.
            // ActivityKit's own refusal, from a second app of the run whose plist lacks the key (the first has it).
            .failure("CourierAppTests.CourierActivityTests/testStartsCourierRouteActivity", messages: ["failed: caught error: \"unsupportedTarget\""],
                     log: ["[LiveActivity] request failed: Target does not include NSSupportsLiveActivities plist key"], plist: Self.plist(liveActivities: true)),
            .failure("RunnerUITests.DeliveryLiveActivityUITests/testPlacingOrderStartsLiveActivity",
                     messages: ["XCTAssertEqual failed: (\"liveActivity: error PlatformException(LIVE_ACTIVITY_ERROR, can't launch live activity, The operation couldn’t be completed. (com.apple.ActivityKit.ActivityInput error 1.), null)\") is not equal to (\"liveActivity: active\")"],
                     plist: Self.plist(liveActivities: false)),
            // A double of something else (the order API): nothing came of the real Live Activity.
            .failure("OrderAppTests.OrderLiveActivityTests/testPlacingOrderStartsLiveActivity", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"1\")"],
                     plist: Self.plist(liveActivities: false),
                     code: ["        let api = StubOrderAPI()", "        try await OrderTracker(api: api).placeOrder()",
                            "        XCTAssertEqual(Activity<OrderAttributes>.activities.count, 1)"]),
            // A double of ActivityKit in the test, yet the intent's own authorization check refused in words.
            // The app's own wrapper asks ActivityKit (the test names none of its calls, and supplies no input of its own).
            .failure("OrderAppTests.OrderTrackerTests/testPlacingOrderStartsLiveActivity", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"1\")"],
                     plist: Self.plist(liveActivities: false),
                     code: ["        try await tracker.placeOrder()", "        XCTAssertEqual(tracker.activeActivityCount, 1)"]),
            .failure("GlowlineTests.RestartLiveActivityIntentTests/testIntentRestartsLiveActivity", messages: ["failed: caught error: \"liveActivitiesDisabled\""],
                     plist: Self.plist(liveActivities: false),
                     code: ["        let controller = FakeActivityController()", "        _ = try await RestartLiveActivityIntent().perform()"]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // The test stores an activity's values itself and reads them back through the widget's code: it asked
            // ActivityKit for nothing, so a value not read is the code's.
            .failure("RunnerTests.LiveActivityContentTests/testScoreboardReadsValuesForItsOwnActivity", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"2\")"],
                     plist: Self.plist(liveActivities: false),
                     code: ["        let derby = LiveActivitiesAppAttributes()", "        defaults.set(\"2\", forKey: derby.prefixedKey(\"homeScore\"))",
                            "        let content = ScoreboardContent.load(for: derby, from: defaults)", "        XCTAssertEqual(content.homeScore, \"2\")"]),
            // It decodes the server's start payload into the app's own type: the decoder's error, not ActivityKit's refusal.
            .failure("RunnerTests.PushToStartPayloadTests/testStartPayloadDecodesAttributes",
                     messages: ["XCTAssertNoThrow failed: threw error \"keyNotFound(CodingKeys(stringValue: \"id\", intValue: nil), Swift.DecodingError.Context(codingPath: [], debugDescription: \"No value associated with key\"))\""],
                     plist: Self.plist(liveActivities: false),
                     code: ["        let attributes = try JSONSerialization.data(withJSONObject: XCTUnwrap(aps?[\"attributes\"]))",
                            "        XCTAssertNoThrow(try JSONDecoder().decode(LiveActivitiesAppAttributes.self, from: attributes))"]),
            // The app declares it: something else refused the start.
            .failure("AppUITests.DeliveryActivityUITests/testStartingDeliveryShowsLiveActivityStatus",
                     messages: ["XCTAssertEqual failed: (\"unavailable: activities disabled\") is not equal to (\"started\") - Live Activity should start"],
                     plist: Self.plist(liveActivities: true)),
            // Only a widget extension's plist was kept: it says nothing of the app's.
            .failure("AppTests.LiveActivityStartTests/startRequestsAnActivity", messages: ["Expectation failed: (activity → nil) != nil"],
                     plist: Self.plist(liveActivities: false, packageType: "XPC!")),
            // About the feature, but a wrong value, not a refusal: the code computed it.
            .failure("AppTests.LiveActivityContentTests/progressMatchesBytes", messages: ["Expectation failed: (state.progress → 0.325) == 0.25"],
                     plist: Self.plist(liveActivities: false)),
            // Refused, but nothing ties it to the feature.
            .failure("AppTests.ExportTests/testExportUnavailableOffline", messages: ["XCTAssertEqual failed: (\"unavailable\") is not equal to (\"done\")"],
                     plist: Self.plist(liveActivities: false)),
            // The test hands the code a double of ActivityKit: nothing came of it by the double's doing, not the system's.
            .failure("GlowlineTests.LiveActivityManagerTests/testRestartLeavesExactlyOneActivity",
                     messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"1\") - restart must leave exactly one running Live Activity"],
                     plist: Self.plist(liveActivities: false),
                     code: ["        let manager = LiveActivityManager(controller: controller, settings: settings)", "        await manager.restart()",
                            "        XCTAssertEqual(controller.runningActivityIDs.count, 1, \"restart must leave exactly one running Live Activity\")"],
                     helpers: ["    private var controller: FakeActivityController!"]),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        // The system said the target under test lacks the key (another app of the run may have it).
        if let said = context.text(saying: .featureNotDeclared) {
            let key = Self.liveActivities.key  // ActivityKit's refusal names this one key
            let lacking = context.builtPlists.first { !$0.isExtension && !$0.declaredFeatures.contains(key) }
            return RuleVerdict(
                rule: identifier, category: category, weight: EvidenceWeight(.system), stage: nil,
                reason: "The system refused the Live Activity because the target's Info.plist does not set `\(key)` (“\(said.text.prefix(140))”)\(lacking.map { "; \($0.path) has no such key" } ?? "").",
                evidence: (said.evidence.map { [$0] } ?? []) + (lacking.map { [EvidencePointer(path: $0.path, excerpt: "\(key): (absent)")] } ?? []),
                nextStep: "Set `\(key)` to YES in the Info.plist of the app target the test runs in (with a generated plist: `INFOPLIST_KEY_\(key) = YES`), then rebuild.")
        }
        let apps = context.builtPlists.filter { $0.packageType == nil || $0.packageType == "APPL" }
        guard !apps.isEmpty else { return nil }
        guard let feature = CapabilityRequirement.firstUndeclared(Self.features, context, declares: { key in apps.contains { $0.declaredFeatures.contains(key) } }),
              let refused = CapabilityRequirement.refusal(of: feature, context)
        else { return nil }
        let plist = apps[0]
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.record, .inferred), stage: nil,
            reason: "The test is about \(feature.name), which the system grants only to an app whose Info.plist sets `\(feature.key)`, and \(plist.path) does not: the feature was refused to this build.",
            evidence: [EvidencePointer(path: plist.path, excerpt: "\(feature.key): (absent)")] + (refused.evidence.map { [$0] } ?? []),
            nextStep: "Set `\(feature.key)` to YES in the app target's Info.plist (the app's own, not only the widget extension's), then rebuild.")
    }
}

import EvidenceCore
import EvidenceReaders

/// The test is about a capability the system grants only to an app signed with its entitlement
/// (push: `aps-environment`; app groups; HealthKit), the build printed the app's entitlements and the
/// key is not among them, and the failure says the capability was refused or nothing came of it: the
/// target's signing, not its code. A simulator build's local-signing block proves nothing missing.
struct EntitlementNotSignedRule: ClassificationRule {
    let identifier = "entitlement_not_signed"
    let category = TriageCategory.configurationRegression
    let summary = "The test is about a capability that needs an entitlement (push: aps-environment; app groups; HealthKit), the entitlements the build printed for the app lack it, and the capability was refused or never happened: the target's signing, not its code."

    static let capabilities = [
        CapabilityRequirement(name: "push notifications", key: "aps-environment",
                              words: ["push token", "pushToken", "push-to-start", "pushType", "remote notification", "registerForRemoteNotifications",
                                      "APNs", "device token", "deviceToken", "content-available", "silent push"],
                              doubledWords: ["Push", "RemoteNotification", "APNs", "DeviceToken"]),
        CapabilityRequirement(name: "app groups", key: "com.apple.security.application-groups",
                              words: ["app group", "appGroup", "AppGroup", "forSecurityApplicationGroupIdentifier", "shared container", "suiteName: \"group."],
                              doubledWords: ["AppGroup", "SharedContainer", "GroupContainer"]),
        CapabilityRequirement(name: "HealthKit", key: "com.apple.developer.healthkit",
                              words: ["HealthKit", "HKHealthStore", "HKObserverQuery", "enableBackgroundDelivery"],
                              doubledWords: ["Health", "HKStore", "HKObserver"]),
    ]

    static let signedWithoutPush = [
        "ProcessProductPackaging \"\" /Users/ci/build/Runner.build/Debug-iphoneos/Runner.build/Runner.app.xcent (in target 'Runner' from project 'Runner')",
        "    Entitlements:", "    {", "    \"application-identifier\" = \"7QJ4LX2M8C.com.example.ferries\";",
        "    \"com.apple.security.application-groups\" =     (", "        \"group.com.example.ferries\"", "    );", "    \"get-task-allow\" = 1;", "}",
    ]
    static let signedWithPush = signedWithoutPush.enumerated().flatMap { $0.offset == 3 ? [$0.element, "    \"aps-environment\" = development;"] : [$0.element] }
    /// The app signed with its app group, its widget extension without one (its target never given its entitlements file).
    static let widgetSignedWithout = signedWithPush + [
        "ProcessProductPackaging \"\" /Users/ci/build/Runner.build/Debug-iphoneos/RunnerWidget.build/RunnerWidget.appex.xcent (in target 'RunnerWidget' from project 'Runner')",
        "    Entitlements:", "    {", "    \"application-identifier\" = \"7QJ4LX2M8C.com.example.ferries.widget\";", "    \"get-task-allow\" = 1;", "}",
    ]
    /// A simulator build's `.app.xcent`: what local signing needs, not the app's entitlements.
    static let simulatorLocalSigning = [
        "ProcessProductPackaging \"\" /Users/ci/DerivedData/Build/Intermediates.noindex/Runner.build/Debug-iphonesimulator/Runner.build/Runner.app.xcent (in target 'Runner' from project 'Runner')",
        "    Entitlements:", "    {", "        \"com.apple.security.get-task-allow\" = 1;", "    }",
    ]

    var triggeringExamples: [RuleExample] {
        [
            .failure("RunnerUITests.DepartureLiveActivityUITests/testDepartureActivityPushTokenRegistered",
                     messages: ["XCTAssertTrue failed - no ActivityKit push token was delivered"], buildLog: Self.signedWithoutPush),
            // A widget test: the extension's entitlements, not the app's, lack the group the widget reads.
            .failure("RunnerTests.WidgetTimelineTests/testWidgetReadsDeparturesFromAppGroup",
                     messages: ["XCTAssertTrue failed - app group missing: []"], buildLog: Self.widgetSignedWithout),
            .failure("AppTests.PushRegistrationTests/testDeviceTokenIsUploaded",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 20 seconds, with unfulfilled expectations: \"device token uploaded\"."],
                     buildLog: Self.signedWithoutPush),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // Signed with it: something else kept the token away.
            .failure("RunnerUITests.DepartureLiveActivityUITests/testDepartureActivityPushTokenRegistered",
                     messages: ["XCTAssertTrue failed - no ActivityKit push token was delivered"], buildLog: Self.signedWithPush),
            // The same build, a test of the app's own app group: the app was signed with it.
            .failure("RunnerTests.DepartureStoreTests/testStoreReadsDeparturesFromAppGroup",
                     messages: ["XCTAssertTrue failed - app group missing: []"], buildLog: Self.widgetSignedWithout),
            // A simulator build's block says nothing of the app's entitlements.
            .failure("RunnerUITests.DepartureLiveActivityUITests/testDepartureActivityPushTokenRegistered",
                     messages: ["XCTAssertTrue failed - no ActivityKit push token was delivered"], buildLog: Self.simulatorLocalSigning),
            // A HealthKit handler the test drives itself: the code's own completion went uncalled.
            .failure("RunnerTests.StepObserverTests/testObserverCompletionCalledAfterUpload",
                     messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"1\") - HKObserverQuery completion handler must be called on every path"],
                     buildLog: Self.signedWithoutPush),
            // About push, but a wrong value the code computed, not a refusal.
            .failure("AppTests.PushPayloadTests/testDeviceTokenIsHexEncoded", messages: ["XCTAssertEqual failed: (\"<a1b2>\") is not equal to (\"a1b2\") - device token"],
                     buildLog: Self.signedWithoutPush),
        ]
    }

    /// The products whose entitlements the test depends on: the extensions it is about (`HypervaneWidget.appex` for a
    /// `WidgetBundleTests`: the kind its name ends in is in the test's name), else the apps.
    static func signedProducts(_ context: FailureContext) -> [SignedEntitlements] {
        let signed = context.signedEntitlements.filter { !$0.localSigningOnly }
        let testName = context.test.id.suite + " " + context.test.id.name
        let extensions = signed.filter { product in
            let stem = product.product.split(separator: ".").first ?? ""
            guard !product.isApp, let last = stem.lastIndex(where: \.isUppercase) else { return false }
            let kind = stem[last...]
            return kind.count >= 4 && testName.lowercased().includes(kind.lowercased())
        }
        return extensions.isEmpty ? signed.filter(\.isApp) : extensions
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        let apps = Self.signedProducts(context)
        guard !apps.isEmpty else { return nil }
        guard let capability = CapabilityRequirement.firstUndeclared(Self.capabilities, context, declares: { key in apps.contains { $0.keys.contains(key) } }),
              let refused = CapabilityRequirement.refusal(of: capability, context)
        else { return nil }
        let signed = apps[0]
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.record, .inferred), stage: nil,
            reason: "The test is about \(capability.name), which needs the `\(capability.key)` entitlement, and the entitlements the build signed \(signed.product) with lack it: the capability was refused to this build.",
            evidence: [signed.evidence] + (refused.evidence.map { [$0] } ?? []),
            nextStep: "Add the capability (\(capability.name)) to the app target's Signing & Capabilities so its entitlements file carries `\(capability.key)`, in the configuration CI builds, with a provisioning profile that allows it.")
    }
}

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

    static let tincan = AppInfoPlist(path: "build/Tincan.app/Info.plist", dictionary: ["CFBundleIdentifier": "app.tincan.chat", "CFBundlePackageType": "APPL"])
    static let tincanPushReceived = "2026-05-19 07:31:50.102000+0000 SpringBoard[1201:22010] [app.tincan.chat] Received remote notification request 8D21-77F0 [ waking: 0, hasAlertContent: 0, hasSound: 0 hasBadge: 0 hasContentAvailable: 1 hasMutableContent: 0 pushType: Background]"

    static let signedWithoutPush = [
        "ProcessProductPackaging \"\" /Users/ci/build/Runner.build/Debug-iphoneos/Runner.build/Runner.app.xcent (in target 'Runner' from project 'Runner')",
        "    Entitlements:", "    {", "    \"application-identifier\" = \"7QJ4LX2M8C.com.example.ferries\";",
        "    \"com.apple.security.application-groups\" =     (", "        \"group.com.example.ferries\"", "    );", "    \"get-task-allow\" = 1;", "}",
    ]
    static let signedWithPush = signedWithoutPush.enumerated().flatMap { $0.offset == 3 ? [$0.element, "    \"aps-environment\" = development;"] : [$0.element] }
    /// The app signed with its app group, its widget extension without one (its target never given its entitlements file).
    static let widgetSignedWithout = signedWithPush + [
        "ProcessProductPackaging \"\" /Users/ci/build/Runner.build/Debug-iphoneos/RunnerWidgetExtension.build/RunnerWidgetExtension.appex.xcent (in target 'RunnerWidgetExtension' from project 'Runner')",
        "    Entitlements:", "    {", "    \"application-identifier\" = \"7QJ4LX2M8C.com.example.ferries.widget\";", "    \"get-task-allow\" = 1;", "}",
    ]
    /// The same app, its share and notification service extensions signed without the group.
    static let shareSignedWithout = widgetSignedWithout.map { $0.replacingOccurrences(of: "RunnerWidgetExtension", with: "RunnerShare") }
    static let notificationServiceSignedWithout = widgetSignedWithout.map { $0.replacingOccurrences(of: "RunnerWidgetExtension", with: "NotificationService") }
    /// A simulator build's `.app.xcent`: what local signing needs, not the app's entitlements.
    static let simulatorLocalSigning = [
        "ProcessProductPackaging \"\" /Users/ci/DerivedData/Build/Intermediates.noindex/Runner.build/Debug-iphonesimulator/Runner.build/Runner.app.xcent (in target 'Runner' from project 'Runner')",
        "    Entitlements:", "    {", "        \"com.apple.security.get-task-allow\" = 1;", "    }",
    ]

    var triggeringExamples: [RuleExample] {
        [
            // The push the system received was another app's (Wallet's pass update): nothing says this app's arrived.
            .failure("TincanUITests.SilentPushUITests/testSilentPushSyncsWhileBackgrounded",
                     messages: ["XCTAssertNotEqual failed: (\"Synced 07:31\") is equal to (\"Synced 07:31\") - conversation was not synced by the background push"],
                     log: [Self.tincanPushReceived.replacingOccurrences(of: "[app.tincan.chat]", with: "[com.apple.Passbook]")], plist: Self.tincan,
                     buildLog: Self.signedWithoutPush),
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
            // Signed without it, but the system received the content-available push for the app while the test waited: not what kept it asleep.
            .failure("TincanUITests.SilentPushUITests/testSilentPushSyncsWhileBackgrounded",
                     messages: ["XCTAssertNotEqual failed: (\"Synced 07:31\") is equal to (\"Synced 07:31\") - conversation was not synced by the background push"],
                     log: [Self.tincanPushReceived], plist: Self.tincan, buildLog: Self.signedWithoutPush),
            // Signed with it: something else kept the token away.
            .failure("RunnerUITests.DepartureLiveActivityUITests/testDepartureActivityPushTokenRegistered",
                     messages: ["XCTAssertTrue failed - no ActivityKit push token was delivered"], buildLog: Self.signedWithPush),
            // An extension whose kind is only part of a word of the test's name (`Share` in `Shared`), or a generic word of it.
            .failure("RunnerTests.DepartureStoreTests/testReadsSharedContainerFromAppGroup",
                     messages: ["XCTAssertTrue failed - app group missing: []"], buildLog: Self.shareSignedWithout),
            .failure("RunnerTests.SyncServiceTests/testServiceReadsAppGroup",
                     messages: ["XCTAssertTrue failed - app group missing: []"], buildLog: Self.notificationServiceSignedWithout),
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

    /// The extensions the test is about: an extension's kind — its product's name past the app's, without a generic
    /// `Extension` (`HypervaneWidgetExtension.appex` of `Hypervane.app` → `widget`) — is a whole word of the test's suite
    /// or name (`WidgetBundleTests`; not `SharedContainer` for `…Share`, nor `SyncService` for `NotificationService`).
    static func extensionsAbout(_ context: FailureContext, among signed: [SignedEntitlements]) -> [SignedEntitlements] {
        let apps = signed.filter(\.isApp).map { String($0.product.split(separator: ".").first ?? "") }
        let testWords = Set(TaskIdentifierScanner.words(of: context.test.id.suite + " " + context.test.id.name).map(singular))
        return signed.filter { product in
            guard !product.isApp else { return false }
            var stem = String(product.product.split(separator: ".").first ?? "")
            if let app = apps.first(where: { !$0.isEmpty && stem.hasPrefix($0) && stem.count > $0.count }) { stem.removeFirst(app.count) }
            let kind = TaskIdentifierScanner.words(of: stem).subtracting(["extension", "ext"]).map(singular)
            return !kind.isEmpty && kind.allSatisfy(testWords.contains)
        }
    }

    /// `widgets` → `widget`: a product named in the plural is the same kind.
    static func singular(_ word: String) -> String { word.count > 4 && word.hasSuffix("s") ? String(word.dropLast()) : word }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        let allSigned = context.signedEntitlements.filter { !$0.localSigningOnly }
        let extensions = Self.extensionsAbout(context, among: allSigned)
        let products = extensions.isEmpty ? allSigned.filter(\.isApp) : extensions
        guard !products.isEmpty else { return nil }
        guard let capability = CapabilityRequirement.firstUndeclared(Self.capabilities, context, declares: { key in products.contains { $0.keys.contains(key) } }),
              let refused = CapabilityRequirement.refusal(of: capability, context)
        else { return nil }
        // The system received a push for the app while the test ran (SpringBoard's `Received remote notification request`):
        // the entitlement gates the app's token, not a push the Simulator delivers (`simctl push`), so it did not stop this one.
        // (For this app's bundle, under a test that awaited a push's effect, not one about registering for a token.)
        let apps = Set(context.plists.filter { !$0.isExtension }.compactMap(\.bundleIdentifier))
        if capability.key == "aps-environment", !context.registersForPushes,
           context.texts(saying: .pushReceived).contains(where: { PushCannotWakeRule.bundle(of: $0.text).map { apps.contains(String($0)) } ?? false }) { return nil }
        let signed = products[0]
        let target = extensions.isEmpty ? "app" : "`\(signed.product.split(separator: ".").first ?? "")` extension"
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.record, .inferred), stage: nil,
            reason: "The test is about \(capability.name), which needs the `\(capability.key)` entitlement, and the entitlements the build signed \(signed.product) with lack it: the capability was refused to this build.",
            evidence: [signed.evidence] + (refused.evidence.map { [$0] } ?? []),
            nextStep: "Add the capability (\(capability.name)) to the \(target) target's Signing & Capabilities so its entitlements file carries `\(capability.key)`, in the configuration CI builds, with a provisioning profile that allows it.")
    }

}

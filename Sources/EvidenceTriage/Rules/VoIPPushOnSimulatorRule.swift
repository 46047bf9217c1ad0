import EvidenceCore
import EvidenceReaders

/// A test on a Simulator waited for the incoming call a VoIP push raises: PushKit delivers no VoIP
/// push to a Simulator (it never gets a VoIP token, and `xcrun simctl push` sends no VoIP push), so the
/// call never comes there, however the app and its configuration are set up.
struct VoIPPushOnSimulatorRule: ClassificationRule {
    let identifier = "voip_push_on_simulator"
    let category = TriageCategory.schedulingExpectationMismatch
    let summary = "A test on a Simulator (a UI test, or a hosted one whose wait ran out) waited for what a VoIP push raises (CallKit's incoming call): PushKit delivers no VoIP push to a Simulator, so the test expected the OS to do what it never does there."
    let readsTheOS = true

    var triggeringExamples: [RuleExample] {
        [
            .failure("ParleyUITests.IncomingCallUITests/testVoIPPushRaisesIncomingCallUI",
                     messages: ["XCTAssertTrue failed - incoming call UI did not appear within 60 s of requesting a test call"],
                     destination: "platform=iOS Simulator,name=iPhone 16,OS=18.5"),
            // The built app says where it ran (`DTPlatformName`), and the wait for CallKit's button timed out.
            .failure("TesseraUITests.IncomingCallUITests/testVoipPushRingsIncomingCallScreen",
                     messages: ["XCTAssertTrue failed"],
                     plist: AppInfoPlist(path: "Build/Products/Debug-iphonesimulator/Tessera.app/Info.plist",
                                         dictionary: ["CFBundleIdentifier": "com.example.tessera", "DTPlatformName": "iphonesimulator"]),
                     code: ["    func testVoipPushRingsIncomingCallScreen() {", "        callService.ring(device: deviceToken)",
                            "        XCTAssertTrue(springboard.buttons[\"Accept\"].waitForExistence(timeout: 30))"]),
            // A hosted test that asked a server to ring the Simulator and waited for the call to be reported.
            .failure("TallyhoTests.VoIPPushIntegrationTests/testIncomingCallReportedAfterVoIPPush",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"Expect notification 'tallyhoDidReportIncomingCall' from any object\"."],
                     code: ["        try StagingCallServer.ring(voipToken: token, caller: \"+4930901820\")", "        wait(for: [reported], timeout: 60)"],
                     destination: "platform=iOS Simulator,name=iPhone 16,OS=18.5"),
            // A unit test waiting for the registry's VoIP token on a Simulator.
            .failure("RingletTests.VoIPDeliveryTests/testVoIPTokenArrivesWithinThirtySeconds",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"VoIP push token\"."],
                     code: ["        let registry = PKPushRegistry(queue: .main)", "        registry.desiredPushTypes = [.voIP]",
                            "        wait(for: [tokenArrived!], timeout: 30)"],
                     destination: "platform=iOS Simulator,name=iPhone 17,OS=26.1"),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // The same wait on a device: a token is the device's to get.
            .failure("RingletTests.VoIPDeliveryTests/testVoIPTokenArrivesWithinThirtySeconds",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"VoIP push token\"."],
                     destination: "platform=iOS,id=00008110-001C2D3A1E38801E"),
            // A VoIP suite's test waiting for its access token: no push's token.
            .failure("RingletTests.VoIPCallManagerTests/testRefreshesTwilioAccessToken",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"VoIP access token refreshed\"."],
                     destination: "platform=iOS Simulator,name=iPhone 17,OS=26.1"),
            // The test hands the delegate credentials itself and waits for the upload: the app's doing.
            .failure("RingletTests.VoIPTokenUploadTests/testTokenUploadedAfterCredentials",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"VoIP push token uploaded\"."],
                     code: ["        handler.pushRegistry(registry, didUpdate: FakeCredentials(token: token), for: .voIP)",
                            "        wait(for: [uploaded], timeout: 10)"],
                     destination: "platform=iOS Simulator,name=iPhone 17,OS=26.1"),
            // A token wait on a Simulator that is no VoIP push's (an APNs device token).
            .failure("AppTests.PushRegistrationTests/testDeviceTokenArrives",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"APNs device token\"."],
                     destination: "platform=iOS Simulator,name=iPhone 17,OS=26.1"),
            // The same wait where the test hands the push to the delegate itself: what came of it is the app's.
            .failure("TallyhoTests.VoIPPushHandlerTests/testIncomingCallReportedForPush",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"Expect notification 'tallyhoDidReportIncomingCall' from any object\"."],
                     code: ["        delegate.pushRegistry(registry, didReceiveIncomingPushWith: payload, for: .voIP) {}", "        wait(for: [reported], timeout: 5)"],
                     destination: "platform=iOS Simulator,name=iPhone 16,OS=18.5"),
            // A hosted test handing the push to the app's adapter, whose completion closure was to fulfil the wait.
            .failure("RinglineTests.CallKitPushAdapterTests/testNonVoIPPushCompletes",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"non-VoIP push completion\"."],
                     code: ["        let completed = expectation(description: \"non-VoIP push completion\")",
                            "        adapter.handle(payload: [\"aps\": [\"content-available\": 1]], type: .fileProvider) { completed.fulfill() }",
                            "        wait(for: [completed], timeout: 30)"],
                     destination: "platform=iOS Simulator,name=iPhone 16,OS=18.5"),
            // A wait of a second for a CallKit report: nothing the OS delivers comes so soon.
            .failure("RinglineTests.CallKitPushAdapterTests/testCallReportedImmediately",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 1 seconds, with unfulfilled expectations: \"incoming call reported\"."],
                     code: ["        adapter.register()", "        wait(for: [reported], timeout: 1)"],
                     destination: "platform=iOS Simulator,name=iPhone 16,OS=18.5"),
            // A unit test of the push handler: it hands the push to the code itself and asserts on the order of calls.
            .failure("ParleyTests.VoIPPushHandlerTests/testPushCompletionRunsAfterCallReported",
                     messages: ["XCTAssertEqual failed: (\"[\"pushKitCompletion\", \"report\"]\") is not equal to (\"[\"report\", \"pushKitCompletion\"]\")"],
                     destination: "platform=iOS Simulator,name=iPhone 16,OS=18.5"),
            // On a device the push comes: the call not shown is the app's (or the push service's) to explain.
            .failure("ParleyUITests.IncomingCallUITests/testVoIPPushRaisesIncomingCallUI",
                     messages: ["XCTAssertTrue failed - incoming call UI did not appear within 60 s of requesting a test call"],
                     plist: AppInfoPlist(path: "Build/Products/Debug-iphoneos/Parley.app/Info.plist",
                                         dictionary: ["CFBundleIdentifier": "com.example.parley", "DTPlatformName": "iphoneos"])),
            // A settings screen about VoIP calls: no call was waited for.
            .failure("AppUITests.VoIPSettingsUITests/testDisablingVoIPHidesCallsTab",
                     messages: ["XCTAssertTrue failed - \"Calls disabled\" label did not appear"],
                     destination: "platform=iOS Simulator,name=iPhone 16,OS=18.5"),
            // The app died under the test waiting for the call: its crash, not the OS's delivery, is what the evidence says.
            .failure("ParleyUITests.IncomingCallUITests/testVoIPPushRaisesIncomingCallUI",
                     messages: ["XCTAssertTrue failed - incoming call UI did not appear within 60 s of requesting a test call", "Test crashed with signal abrt."],
                     destination: "platform=iOS Simulator,name=iPhone 16,OS=18.5"),
            // The call came, with the wrong caller: something happened, and it is the app's.
            .failure("ParleyUITests.IncomingCallUITests/testVoIPPushShowsCallerName",
                     messages: ["XCTAssertEqual failed: (\"Unknown\") is not equal to (\"Alice Moreau\") - caller name on the incoming call screen"],
                     destination: "platform=iOS Simulator,name=iPhone 16,OS=18.5"),
        ]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        guard context.onASimulator, !context.crashed, context.expectation.deliversSystemEvent == nil else { return nil }
        // A VoIP push (the name, the messages, the failing line) and the call it raises, which the test waited for.
        let said = ([context.test.id.suite + " " + context.test.id.name] + context.test.issues.map(\.message) + context.code.suffix(1).compactMap(\.excerpt))
            .joined(separator: "\n").lowercased()
        // Any test whose timed-out wait was for PushKit's VoIP token (its credentials) there — the awaited
        // words say both, and its code hands the registry no credentials itself: the Simulator gets none.
        if let wait = context.text(saying: .waitTimedOut), Self.awaitsAVoIPToken(wait.text.lowercased()), !Self.handsOverCredentials(context) {
            return RuleVerdict(
                rule: identifier, category: category, weight: EvidenceWeight(.system, .inferred), stage: .systemCallback,
                reason: "The test waited on a Simulator for PushKit's VoIP token, and none came: a Simulator gets no VoIP token (PushKit registers no VoIP push there).",
                evidence: wait.evidence.map { [$0] } ?? [],
                nextStep: "Run the token test on a device, or hand the app's PushKit delegate credentials yourself (`pushRegistry(_:didUpdate:for:)`) and assert on what it does with them.")
        }
        // A UI test waiting for the call's screen, or a hosted test whose wait for the call the push raises ran out
        // (a server asked to push, not the test handing the push to the app's code itself: a closure of its call
        // fulfilling the wait, or a wait too short for anything the OS delivers).
        let waitedInProcess = context.text(saying: .waitTimedOut) != nil && !Self.handsOverThePush(context)
            && context.expectation.fulfilledByItsCall == nil && (context.expectation.wait?.seconds ?? 0) > Expectation.shortWaitSeconds
        guard ExtensionNotRunnableRule.drivesTheApp(context.test.id) || waitedInProcess else { return nil }
        guard Self.voipWords.contains(where: said.includes), SignalVocabulary.incomingCallWords.contains(where: said.includes),
              let nothing = context.test.issues.first(where: { Expectation.saysNothingHappened($0.message) })
                ?? (AssertionInJobTestRule.waitsForAnElement(context) ? context.test.issues.first : nil)
        else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.system, .inferred), stage: .systemCallback,
            reason: "The test waited on a Simulator for what a VoIP push raises, and nothing came: PushKit delivers no VoIP push to a Simulator (it gets no VoIP token; `xcrun simctl push` sends none).",
            evidence: nothing.evidence.map { [$0] } ?? [],
            nextStep: "Run the incoming-call test on a device, or have the test hand the push to the app's PushKit delegate itself (`pushRegistry(_:didReceiveIncomingPushWith:for:completion:)`) and assert on the CallKit report it makes.")
    }

    /// The test's code hands the app's delegate the push itself (`pushRegistry(registry, didReceiveIncomingPushWith: …)`).
    static func handsOverThePush(_ context: FailureContext) -> Bool {
        context.codeSays { $0.includes("didreceiveincomingpushwith") }
    }

    /// Words (lowercased) that name a VoIP push: the `voip` background mode's subject.
    /// The wait's words name a VoIP push (`voip`, `pushkit`) and its token or credentials — not an access
    /// token a VoIP suite's test waits for (`access token refreshed`).
    static func awaitsAVoIPToken(_ awaited: String) -> Bool {
        voipWords.contains(where: awaited.includes) && ["token", "credentials"].contains(where: awaited.includes)
            && !["access token", "refresh token", "auth token", "session token", "jwt"].contains(where: awaited.includes)
    }

    /// The test's code calls the registry's delegate with credentials itself (`pushRegistry(registry, didUpdate: …)`).
    static func handsOverCredentials(_ context: FailureContext) -> Bool {
        context.codeSays { $0.includes("pushregistry(") && $0.includes("didupdate") }
    }

    static let voipWords = SignalVocabulary.backgroundModeSubjects.first { $0.mode == "voip" }?.words ?? []
}

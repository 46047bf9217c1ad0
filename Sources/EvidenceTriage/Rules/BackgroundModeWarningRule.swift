import EvidenceCore
import EvidenceReaders

extension MessageRule {
    /// callservicesd's refusal of CallKit's call source: the app is not one with the `voip` mode.
    static func refusesTheCallSource(_ text: String) -> Bool { text.includes("Denying creation of CXXPCCallSource") }

    /// The test is about a call the app reports to CallKit (its name, messages or code).
    static func aboutCalls(_ test: TestResult, code: [EvidencePointer]) -> Bool {
        let said = ([test.id.suite, test.id.name] + test.issues.map(\.message) + code.compactMap(\.excerpt)).joined(separator: "\n")
        return ["CallKit", "CXProvider", "reportNewIncomingCall", "IncomingCall", "incoming call", "VoIP", "voip"].contains(where: said.includes)
    }

    static let backgroundModeWarning = MessageRule(
        identifier: "background_mode_warning",
        category: .configurationRegression,
        summary: "UIKit warned that the app implements background fetch or remote notifications without the matching UIBackgroundModes entry.",
        signals: [.backgroundModeWarning],
        stage: .registration,
        nextStep: "Add the mode UIKit names (`fetch`, `processing`, `remote-notification`) to `UIBackgroundModes` of the app target (Background Modes capability).",
        triggeringExamples: [
            // CallKit's call source refused (no `voip` mode), under a test of an incoming call whose provider was reset.
            .failure("TernTests.CallKitIntegrationTests/testIncomingCallStaysActiveUntilAnswered", messages: ["XCTAssertEqual failed: (\"ended\") is not equal to (\"ringing\")"],
                     plist: .built(permitted: [], modes: ["audio"]), runLog: [Self.callSourceDenied]),
            .failure("App.AppDelegateTests/testBackgroundFetch", messages: ["Test crashed with signal abrt."],
                     log: ["You've implemented -[<UIApplicationDelegate> application:performFetchWithCompletionHandler:], but you still need to add \"fetch\" to the list of your supported UIBackgroundModes in your Info.plist."]),
            // Significant changes, and the test expects background updates on: the mode is what is missing.
            .failure("WayfarerTests.TripRecorderHostedTests/testStartEnablesBackgroundUpdates", messages: ["Test crashed with signal abrt."],
                     log: ["*** Assertion failure in -[CLLocationManager setAllowsBackgroundLocationUpdates:], CLLocationManager.m:1031",
                           "Invalid parameter not satisfying: !stayUp || CLClientIsBackgroundable(internal->fClient)"],
                     code: ["        try recorder.start(mode: .significantChanges)", "        XCTAssertTrue(recorder.manager.allowsBackgroundLocationUpdates)"]),
        ],
        nonTriggeringExamples: [
            // callservicesd refused the call source, and the built app has `voip`: another cause than the mode.
            .failure("TernTests.CallKitIntegrationTests/testIncomingCallStaysActiveUntilAnswered", messages: ["XCTAssertEqual failed: (\"ended\") is not equal to (\"ringing\")"],
                     plist: .built(permitted: [], modes: ["voip", "audio"]), runLog: [Self.callSourceDenied]),
            // callservicesd refused the call source while a test about something else ran: not its line.
            .failure("TernTests.MessageFormatterTests/testTimestampFormat", messages: ["XCTAssertEqual failed: (\"9:05\") is not equal to (\"09:05\")"],
                     runLog: [Self.callSourceDenied]),
            // Significant changes, and the test says continuous updates must stay off: the code turned them on.
            .failure("WayfarerTests.TripRecorderHostedTests/testSignificantChangesLeaveBackgroundUpdatesOff", messages: ["Test crashed with signal abrt."],
                     log: ["*** Assertion failure in -[CLLocationManager setAllowsBackgroundLocationUpdates:], CLLocationManager.m:1031",
                           "Invalid parameter not satisfying: !stayUp || CLClientIsBackgroundable(internal->fClient)"],
                     code: ["        tracker.startSignificantChangeMonitoring()",
                            "        XCTAssertFalse(tracker.manager.allowsBackgroundLocationUpdates, \"significant changes must not turn continuous updates on\")"]),
            // The run's launch crash is another process's (48431): this test's own crash (48377) is its code's.
            .failure("KestrelLockTests.LockRestorationTests/testWillRestoreStateBeforeStoreIsReady",
                     messages: ["KestrelLock/LockRestorationHandler.swift:20: Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value",
                                "Crash: KestrelLock (48377) LockRestorationHandler.restore(from:)"],
                     runLog: ["\tKestrelLock (48431) encountered an error (Crash: KestrelLock (48431) *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'State restoration of CBCentralManager is only allowed for applications that have specified the \"bluetooth-central\" background mode')"]),
            .failure("App.AppDelegateTests/testBackgroundFetch", messages: ["XCTAssertTrue failed"], log: ["UIBackgroundModes: fetch, processing"]),
            // The test's process died on its own Swift trap (a continuation resumed twice): the warning, said
            // at launch for a mode another test checks, crashes nothing.
            .failure("FerruleTests.SilentPushHandlerTests/testCompletionHandlerCalledOnceOnTimeout",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in SilentPushHandlerTests.testCompletionHandlerCalledOnceOnTimeout(); summary will include totals from previous launches."],
                     log: ["You've implemented -[<UIApplicationDelegate> application:didReceiveRemoteNotification:fetchCompletionHandler:], but you still need to add \"remote-notification\" to the list of your supported UIBackgroundModes in your Info.plist.",
                           "_Concurrency/CheckedContinuation.swift:169: Fatal error: SWIFT TASK CONTINUATION MISUSE: handle(_:) tried to resume its continuation more than once, returning UIBackgroundFetchResult(rawValue: 1)!"]),
            // Significant-change monitoring needs no `location` mode (Core Location's documentation):
            // the assertion says the code asked for continuous background updates it does not need.
            .failure("AppTests.LocationTrackerTests/testStartsSignificantChangeMonitoring", messages: ["Test crashed with signal abrt."],
                     log: ["*** Assertion failure in -[CLLocationManager setAllowsBackgroundLocationUpdates:], CLLocationManager.m:1031",
                           "Invalid parameter not satisfying: !stayUp || CLClientIsBackgroundable(internal->fClient)"],
                     code: ["        tracker.startSignificantChangeMonitoring()"]),
        ],
        // (Not where the test's own Swift trap says why it crashed: UIKit's warning crashes nothing.)
        notWhenEvidenceSays: [SignalVocabulary.swiftTrap],
        // Significant-change monitoring needs no `location` mode: the OS's complaint is about the
        // continuous updates the code turned on, not the plist — unless the test's own code expects
        // them on (`XCTAssertTrue(recorder.manager.allowsBackgroundLocationUpdates)`): then the mode is.
        setAside: { _, hit, context in
            (context.mentions(anyOf: SignalVocabulary.locationModeNotNeeded) && !MessageRule.assertsBackgroundUpdatesOn(context))
                // (callservicesd's refusal names no mode: only a built app known to lack `voip` is one it refuses for that.)
                || (MessageRule.refusesTheCallSource(hit.text) && !MessageRule.builtWithoutVoIP(context))
        })

    /// The built app's plist is known, and its background modes lack `voip`.
    static func builtWithoutVoIP(_ context: FailureContext) -> Bool {
        let apps = context.plists.filter { !$0.isExtension && $0.unexpandedIdentifiers.isEmpty }
        return !apps.isEmpty && !apps.contains { ($0.backgroundModes ?? []).contains("voip") }
    }

    /// A line of the test's code asserts continuous background location updates on
    /// (`XCTAssertTrue(recorder.manager.allowsBackgroundLocationUpdates)`, `#expect(….allowsBackgroundLocationUpdates)`),
    /// not off (`XCTAssertFalse(…)`, `!…`, `== false`).
    static func assertsBackgroundUpdatesOn(_ context: FailureContext) -> Bool {
        (context.code + context.helperCode).contains { line in
            let text = line.excerpt ?? ""
            guard !FailureContext.isComment(text), let at = text.range(of: "allowsBackgroundLocationUpdates") else { return false }
            let before = text[..<at.lowerBound], after = text[at.upperBound...]
            let assertsOn = before.contains("XCTAssertTrue(") || before.contains("#expect(") || after.hasPrefix(" == true")
            return assertsOn && !before.contains("!") && !after.hasPrefix(" == false")
        }
    }
}

extension MessageRule {
    static let callSourceDenied = "2026-06-01 10:14:02.118204+0000 callservicesd[212]: Denying creation of CXXPCCallSource for <private>. Not accepting connection (Tern)"
}

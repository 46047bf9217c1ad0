import EvidenceCore
import EvidenceReaders

/// The test sent the app a push to wake it in the background and waited, and the system's own line for
/// the request it received says it carries no content-available (`hasContentAvailable: 0`): such a push
/// is never delivered to a suspended app, however long the test waits. What built the payload left the
/// flag out — the code's, not the OS's timing.
struct PushCannotWakeRule: ClassificationRule {
    let identifier = "push_cannot_wake"
    let category = TriageCategory.businessLogicError
    let summary = "The test waited for a push to wake the app in the background, and the system logged the push it received without content-available (hasContentAvailable: 0): such a push never wakes the app, whatever the wait; the payload is wrong, not the OS's timing."

    static let received = "2026-03-14 11:02:52.940112+0000 SpringBoard[58]: [com.example.app] Received remote notification request 2D7E-91A0 [ hasAlertContent: 0, hasSound: 0 hasBadge: 0 hasContentAvailable: 0 hasMutableContent: 0 ]"
    static let wait = "Asynchronous wait failed: Exceeded timeout of 15 seconds, with unfulfilled expectations: \"location ping handled in background\"."

    var triggeringExamples: [RuleExample] {
        [
            // A silent ping sent through the Simulator's push spool; the system received it without the flag.
            .failure("AppTests.PeerWakeTests/testPingWakesAppWithin15Seconds", messages: [Self.wait], runLog: [Self.received],
                     code: ["        let ping = PingPayloadBuilder().silentLocationPing(requestedBy: \"member-7\")",
                            "        try SimctlPushSpool.enqueue(ping.payload, bundleID: \"com.example.app\")", "        wait(for: [woke], timeout: 15)"]),
            // An alert without the flag, for a test that awaited a silent sync (round 92's `qa02`): the banner shows, the app sleeps on.
            .failure("AppUITests.SilentSyncUITests/testSyncPingRefreshesInboxInBackground",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 45 seconds, with unfulfilled expectations: \"Expect predicate `label != \"never\"` for object \"debug.lastSilentSync\" StaticText\"."],
                     runLog: [Self.received.replacingOccurrences(of: "hasAlertContent: 0", with: "hasAlertContent: 1")]),
            // No code archived: the wait's own words say a background push.
            .failure("AppTests.InboxSyncTests/testSilentPushRefreshesInbox",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"silent push refreshed the inbox\"."],
                     runLog: [Self.received]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // The flagless push came eight minutes before this test began (another test's): this one's push is not in question.
            .failure("AppTests.PeerWakeTests/testPingWakesAppWithin15Seconds", messages: [Self.wait], duration: 15, runLog: [Self.received],
                     code: ["        try SimctlPushSpool.enqueue(ping.payload, bundleID: \"com.example.app\")", "        wait(for: [woke], timeout: 15)"],
                     startedAt: "2026-03-14 11:10:00.000"),
            // A test of the app's own banner, not of a push: the system's line is another test's.
            .failure("AppTests.SyncStatusTests/testSyncBannerShown",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"sync status banner shown\"."],
                     runLog: [Self.received]),
            // Another app's flagless push (Messages'), beside the app's own that carried the flag.
            .failure("AppTests.PeerWakeTests/testPingWakesAppWithin15Seconds", messages: [Self.wait],
                     plist: AppInfoPlist(path: "config/App/Info.plist", dictionary: ["CFBundleIdentifier": "com.example.app"]),
                     runLog: [Self.received.replacingOccurrences(of: "com.example.app", with: "com.apple.MobileSMS")],
                     code: ["        try SimctlPushSpool.enqueue(ping.payload, bundleID: \"com.example.app\")", "        wait(for: [woke], timeout: 15)"]),
            // The app's silent push arrived with the flag; a flagless alert push beside it is another push.
            .failure("AppTests.PeerWakeTests/testPingWakesAppWithin15Seconds", messages: [Self.wait],
                     runLog: [Self.received.replacingOccurrences(of: "hasContentAvailable: 0", with: "hasContentAvailable: 1"),
                              Self.received.replacingOccurrences(of: "hasAlertContent: 0", with: "hasAlertContent: 1")],
                     code: ["        try SimctlPushSpool.enqueue(ping.payload, bundleID: \"com.example.app\")", "        wait(for: [woke], timeout: 15)"]),
            // An alert without the flag, for a test that awaited the notification itself: the banner is what it waits for.
            .failure("AppTests.OrderPushTests/testRemoteNotificationShowsOrderReady",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 20 seconds, with unfulfilled expectations: \"remote notification banner shown\"."],
                     runLog: [Self.received.replacingOccurrences(of: "hasAlertContent: 0", with: "hasAlertContent: 1")]),
            // The same banner awaited with the app in the background: still the alert's to show.
            .failure("AppUITests.OrderPushUITests/testOrderReadyBannerShownWhileAppInBackground",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 20 seconds, with unfulfilled expectations: \"remote notification banner shown\"."],
                     runLog: [Self.received.replacingOccurrences(of: "hasAlertContent: 0", with: "hasAlertContent: 1")]),
            // A visible (alert) push the test asserted on in the foreground: no wake awaited.
            .failure("AppTests.PushPayloadTests/testAlertTitle", messages: ["XCTAssertEqual failed: (\"nil\") is not equal to (\"Your order is ready\")"],
                     runLog: [Self.received]),
        ]
    }

    /// The failure waited (a timed-out wait) for the app to be woken by a push it was sent: the test's
    /// words or code speak of a push (a silent or background one, content-available, a remote notification).
    static func awaitsAPushWake(_ test: TestResult, code: [EvidencePointer]) -> Bool {
        awaitsAPushWake(test, saying: said(test, code: code))
    }

    static func awaitsAPushWake(_ test: TestResult, saying said: String) -> Bool {
        test.issues.contains(where: { SignalCatalog.signal(.waitTimedOut).matches($0.message) }) && pushWords.contains(where: said.includes)
    }

    /// The test's name, messages and code, lowercased: what says what it awaited.
    static func said(_ test: TestResult, code: [EvidencePointer]) -> String {
        ([test.id.name] + test.issues.map(\.message) + code.map { $0.excerpt ?? "" }).joined(separator: "\n").lowercased()
    }

    /// What says the push was to wake the app unseen: silent, content-available, a background push, fetch or sync.
    /// (Not `background` alone: a banner awaited while the app is in the background is an alert's to show.)
    static let silentWakeWords = ["silent", "content-available", "contentavailable", "background push", "backgroundpush", "background fetch",
                                  "backgroundfetch", "background sync", "backgroundsync"]

    /// What a test that sends the app a push says of it (lowercased).
    static let pushWords = ["silent push", "background push", "silentpush", "content-available", "contentavailable", "remote notification",
                            "remotenotification", "push spool", "pushspool", "simctl push", "apns", "silent"]

    /// The app a receipt line names (`[com.example.app] Received remote notification request …`).
    static func bundle(of line: String) -> Substring? {
        guard let said = line.range(of: "] Received remote notification request"), let open = line[..<said.lowerBound].lastIndex(of: "[") else { return nil }
        return line[line.index(after: open)..<said.lowerBound]
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        let said = Self.said(context.test, code: context.code)
        guard Self.awaitsAPushWake(context.test, saying: said) else { return nil }
        // The app's own receipts (by its bundle, where the built plist gives it): a push with nothing in it — no
        // content-available, no alert — and none that could wake it.
        let apps = AppUnderTest(plists: context.plists, module: context.test.id.module).bundleIdentifiers
        let receipts = context.texts(saying: .pushReceived).filter { text in apps.isEmpty || Self.bundle(of: text.text).map { apps.contains(String($0)) } == true }
        // (An alert without the flag wakes nothing either, where the test awaited a silent or background wake: the
        // system shows the banner and the app sleeps on. Where it awaited just "a remote notification", the banner may be it.)
        let awaitsASilentWake = Self.silentWakeWords.contains(where: said.includes)
        guard let line = receipts.first(where: { SignalCatalog.signal(.pushCannotWake).matches($0.text) && ($0.text.includes("hasAlertContent: 0") || awaitsASilentWake) }),
              !receipts.contains(where: { $0.text.includes("hasContentAvailable: 1") })
        else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.system), stage: .systemCallback,
            reason: "The system received the push without content-available (“\(line.text.drop { $0 != "[" }.prefix(160))”): a push without it never wakes a suspended app, so the test's wait could not end; what built the payload left the flag out.",
            evidence: (line.evidence.map { [$0] } ?? []) + (context.test.issues.first?.evidence.map { [$0] } ?? []),
            nextStep: "Put \"content-available\": 1 in the payload's aps dictionary (and send it with apns-push-type background, priority 5); then assert on what the app does with it.")
    }
}

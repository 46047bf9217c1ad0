import EvidenceCore
import EvidenceReaders

/// The app scheduled a local notification and the OS holds the request (the test's lines show it pending,
/// with its trigger), then the test waited for it to be presented — a wait that ran out, or an assertion
/// on the delivered notifications after a sleep — and it was not: when a pending request is presented is
/// the OS's to decide (a Simulator's notification center presents on its own clock), so the test expected
/// the OS to act on the test's. So did a test that found the OS's limit of 64 pending requests where it expected more.
struct NotificationDeliveryAwaitedRule: ClassificationRule {
    let identifier = "notification_delivery_awaited"
    let category = TriageCategory.schedulingExpectationMismatch
    let summary = "The OS held the app's local notification request (its lines show it pending, with its trigger), and the test waited for the notification to be presented or asserted it delivered: when it is presented is the OS's to decide. Or the test found the OS's 64 pending requests where it expected more: which it keeps is the OS's too."
    let readsTheOS = true

    var triggeringExamples: [RuleExample] {
        [
            // A UI test reading the app's count of its pending reminders, 64 of 90.
            .failure("DosewiseUITests.DoseScheduleTests/testFortyFiveDayCourseAllPending",
                     messages: ["XCTAssertEqual failed: (\"64 reminders pending\") is not equal to (\"90 reminders pending\")"]),
            // Seventy doses scheduled, sixty-four pending.
            .failure("RunnerTests.DoseScheduleTests/testSeventyDailyDosesAllPending", messages: ["XCTAssertEqual failed: (\"64\") is not equal to (\"70\")"],
                     code: ["        let pending = await center.pendingNotificationRequests()", "        XCTAssertEqual(pending.count, 70)"]),

            // The request pending with its calendar trigger, and a wait for its presentation that ran out.
            .failure("RunnerTests.ReminderDeliveryTests/testDailyReminderFiresOnSimulator",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 90 seconds, with unfulfilled expectations: \"reminder 7 presented\"."],
                     log: [Self.pendingLine]),
            // Scheduled, listed pending, and asserted among the delivered ones after a fixed sleep.
            .failure("RunnerTests/reminder_fires_within_30_seconds",
                     messages: ["Expected: contains <4107>\n  Actual: _MappedIterable<ActiveNotification, int?>:[]"],
                     log: ["2026-03-12 10:04:43.944771+0000 Runner[30418:1120456] flutter: pendingNotificationRequests: [4107]"]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // A pending request missing, nothing of the limit: the app's.
            .failure("RunnerTests.DoseScheduleTests/testSingleDosePending", messages: ["XCTAssertEqual failed: (\"[]\") is not equal to (\"[\"dose-0\"]\")"],
                     code: ["        let pending = await center.pendingNotificationRequests()", "        XCTAssertEqual(pending.map(\\.identifier), [\"dose-0\"])"]),
            // Seventy of something else: no pending notification read.
            .failure("AppTests.FeedParserTests/testParsesAllItems", messages: ["XCTAssertEqual failed: (\"64\") is not equal to (\"70\")"]),
            // The app was to cap its plan at 64 and planned seventy, against a fake center: the app's.
            .failure("RunnerTests.DoseScheduleTests/testPlanIsCappedAtTheLimit", messages: ["XCTAssertEqual failed: (\"70\") is not equal to (\"64\")"],
                     code: ["        let center = FakeNotificationCenter()", "        let pending = await center.pendingNotificationRequests()",
                            "        XCTAssertEqual(pending.count, 64)"]),
            // Sixty-four reminders imported of a hundred, the message says pending: the import's paging, not the OS's limit.
            .failure("AppTests.ReminderImportTests/testImportsEveryPendingReminder",
                     messages: ["XCTAssertEqual failed: (\"64\") is not equal to (\"100\") - pending reminders imported from the server"]),
            // Sixty-four uploads pending of seventy: the app's queue, not the system's notifications.
            .failure("AppTests.UploadQueueTests/testAllPhotosQueued", messages: ["XCTAssertEqual failed: (\"64\") is not equal to (\"70\")"],
                     code: ["        XCTAssertEqual(queue.pendingUploads.count, 70)"]),
            // Nothing pending: the app never scheduled it, its code's.
            .failure("RunnerTests/reminder_fires_within_30_seconds",
                     messages: ["Expected: contains <4107>\n  Actual: _MappedIterable<ActiveNotification, int?>:[]"],
                     log: ["2026-03-12 10:04:43.944771+0000 Runner[30418:1120456] flutter: pendingNotificationRequests: []"]),
            // Pending, and the test asserted on the request itself (its trigger's hour): the app's.
            .failure("RunnerTests.ReminderDeliveryTests/testPendingRequestUsesNineOClock",
                     messages: ["XCTAssertEqual failed: (\"8\") is not equal to (\"9\") - trigger hour"], log: [Self.pendingLine]),
            // A wait for a banner of the app's own, shown by its code, beside a pending request.
            .failure("RunnerTests.SyncStatusTests/testSyncBannerShown",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"sync status banner shown\"."],
                     log: [Self.pendingLine]),
            // A one-shot request whose date has passed: the OS will never present it, the app asked for the past.
            .failure("RunnerTests.ReminderDeliveryTests/testDailyReminderFiresOnSimulator",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 90 seconds, with unfulfilled expectations: \"reminder 7 presented\"."],
                     log: ["2026-10-02 08:41:20.136617+0000 Runner[5184:88412] [reminders] pending id=7 trigger=<UNCalendarNotificationTrigger: 0x600002f1c0a0; dateComponents: <NSDateComponents: 0x600002f1c0c0> {Hour: 8, Minute: 40, Second: 0}, repeats: NO> nextTriggerDate=(null)"]),
            // The test delivered the notification itself (the delegate called by hand): no wait on the OS.
            .failure("AppTests.ReminderTests/testTapOpensReminder",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: \"reminder presented\"."],
                     log: [Self.pendingLine],
                     code: ["        delegate.userNotificationCenter(center, willPresent: notification) { _ in presented.fulfill() }",
                            "        wait(for: [presented], timeout: 5)"]),
        ]
    }

    static let pendingLine = "2026-10-02 08:41:20.136617+0000 Runner[5184:88412] [reminders] pending id=7 trigger=<UNCalendarNotificationTrigger: 0x600002f1c0a0; dateComponents: <NSDateComponents: 0x600002f1c0c0> {Hour: 8, Minute: 42, Second: 0}, repeats: YES> nextTriggerDate=2026-10-02 08:42:00 +0000"

    /// A line of no request pending: an empty list, a count of none, a trigger with no next date.
    static func saysNothingPending(_ text: String) -> Bool {
        ["[]", "count=0", "count: 0", "count = 0", " 0 pending", "nextTriggerDate=(null)", "nextTriggerDate=nil", "nextTriggerDate: nil"].contains(where: text.includes)
    }

    /// What a wait for the presentation says it awaited, and what an assertion on the delivered ones names.
    static let presentedWords = ["presented", "delivered", "fired", "displayed", "shown"]
    /// (The code's reads of the system's record, `SignalVocabulary.systemDeliveryRecords`, as a message names them —
    /// without the call's parenthesis — and Flutter's list of the notifications on screen.)
    static let deliveredLists = SignalVocabulary.systemDeliveryRecords + ["deliveredNotifications", "getActiveNotifications", "ActiveNotification"]

    /// How many of an app's local notifications the OS keeps pending (the soonest to fire; the rest are dropped).
    static let pendingLimit = 64

    /// A value that is the app's count of its pending reminders (`64 reminders pending`), not a count of other pending work.
    static func showsPendingReminders(_ value: Substring) -> Bool {
        let lowered = value.lowercased()
        return lowered.includes("pending") && lowered.includes("reminder")
    }

    /// The test asserted on the app's pending requests (its words or code read them) and found the OS's limit
    /// where it expected more (`("64") is not equal to ("70")`): the app asked for more than the OS keeps.
    func pendingBeyondTheLimit(_ context: FailureContext) -> RuleVerdict? {
        // (The system's list by its API's name, or a message of pending notifications: not any pending work's count.)
        let readsPending = { (text: String) in
            text.includes("endingNotificationRequests") || (text.lowercased().includes("pending") && text.lowercased().includes("notification"))
        }
        // (Not where the test's code stands a double in for the notification center, or names the limit itself: the
        // app capping its own plan at 64 is the app's.)
        let code = context.code.compactMap(\.excerpt)
        guard !context.crashed,
              !code.contains(where: { line in ["fake", "mock", "stub", "spy"].contains(where: line.lowercased().includes) || line.includes("\(Self.pendingLimit)") }),
              let issue = context.test.issues.first(where: { issue in
                  // What the test found first (XCTest's order: the observed value, then the expected one), the limit, and more expected.
                  guard let (found, expected) = LocalizedKeyReturnedRule.equality(in: issue.message) else { return false }
                  let number = { (text: Substring) in text.split(whereSeparator: { !$0.isNumber }).first.flatMap { Int($0) } }
                  return number(found) == Self.pendingLimit && (number(expected) ?? 0) > Self.pendingLimit
                      // (The app's own count of its pending reminders, shown: `("64 reminders pending")`.)
                      && (readsPending(issue.message) || code.contains(where: readsPending) || Self.showsPendingReminders(found))
              })
        else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.test), stage: .systemCallback,
            reason: "The test found \(Self.pendingLimit) of the app's local notifications pending where it expected more: the OS keeps \(Self.pendingLimit) per app (the soonest to fire) and drops the rest — which requests it keeps is its own to decide.",
            evidence: issue.evidence.map { [$0] } ?? [],
            nextStep: "Assert on what the app asked for (the requests it built), and keep a test's plan within \(Self.pendingLimit) pending requests: schedule the rest later.")
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        if let verdict = pendingBeyondTheLimit(context) { return verdict }
        guard context.expectation.deliversSystemEvent == nil, !context.crashed,
            // An assertion on the request's trigger is about what the app asked for, not when the OS presents it.
            !context.test.issues.contains(where: { $0.message.lowercased().includes("trigger") }),
            // The OS holds a request: a line the app printed while the test ran, not of an empty list, nor of a trigger
            // that will never fire (`nextTriggerDate=(null)`: a date already past).
            let pending = context.texts(saying: .notificationPending).first(where: { text in
                (text.evidence.map(context.logLines.contains) ?? false) && !Self.saysNothingPending(text.text)
            })
        else { return nil }
        // The test's own wait for a notification's presentation (its description names a notification or reminder),
        // or its assertion that the delivered ones hold it, which came back empty.
        let awaited = context.test.issues.first { issue in
            let said = issue.message.lowercased()
            return SignalCatalog.signal(.waitTimedOut).matches(issue.message) && Self.presentedWords.contains(where: said.includes)
                && ["notification", "reminder", "alert"].contains(where: said.includes)
        }
        let asserted = context.test.issues.first { issue in
            Self.deliveredLists.contains(where: issue.message.includes) && issue.message.includes("[]") && !issue.message.includes("isEmpty")
        }
        guard let failure = (awaited ?? asserted).map({ (text: $0.message, evidence: $0.evidence) }),
            // (Not a test that hands the notification to its delegate itself: the code's `willPresent`, `didReceive`.)
            !context.code.contains(where: { line in ["willPresent:", "willPresent notification", "didReceive:", "didReceive response"].contains(where: (line.excerpt ?? "").includes) })
        else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.test), stage: .systemCallback,
            reason: "The OS held the notification request (“\(pending.text.suffix(100))”) and the test waited for its presentation: when a pending notification is presented is the OS's to decide.",
            evidence: [pending.evidence, failure.evidence].compactMap { $0 },
            nextStep: "Assert on what the app controls — the pending request and its trigger (`pendingNotificationRequests`, `nextTriggerDate`) — or call the delegate's `willPresent`/`didReceive` yourself; do not wait for the OS to present it.")
    }
}

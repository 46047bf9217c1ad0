import XCTest
@testable import Cadence

/// Uses FakeTaskScheduler (records submitted BGAppRefreshTaskRequests) and TestClock;
/// BGTaskScheduler itself is never called.
final class MetronomeReminderSchedulerTests: XCTestCase {
    private let scheduler = FakeTaskScheduler()
    private let clock = TestClock(now: ISO8601DateFormatter().date(from: "2026-11-30T08:40:00Z")!)

    func testNoReminderWhenRemindersDisabled() throws {
        let reminders = MetronomeReminderScheduler(scheduler: scheduler, clock: clock, enabled: false)
        try reminders.sessionDidEnd(at: clock.now)
        XCTAssertTrue(scheduler.submitted.isEmpty)
    }

    /// The reminder nudges the user 15 minutes after the *session ended*, even if the session is
    /// saved later (here: ended 08:00, saved at 08:40).
    func testNextReminderIsFifteenMinutesOut() throws {
        let reminders = MetronomeReminderScheduler(scheduler: scheduler, clock: clock, enabled: true)
        let ended = ISO8601DateFormatter().date(from: "2026-11-30T08:00:00Z")!

        try reminders.sessionDidEnd(at: ended)

        let request = try XCTUnwrap(scheduler.submitted.first)
        XCTAssertEqual(request.identifier, "app.cadence.ios.practice-reminder")
        let expected = ISO8601DateFormatter().date(from: "2026-11-30T08:15:00Z")
        // earliestBeginDate is the only thing under test: the fake scheduler accepts any request,
        // so nothing here depends on when (or whether) iOS would run it. The product spec:
        // "remind me to log my practice 15 minutes after I stop the metronome"; sessions are often
        // saved much later than they end (the save sheet stays open).
        XCTAssertEqual(request.earliestBeginDate, expected, "earliestBeginDate should be 15 minutes after the session ended")
    }

    func testSubmitsOnlyOneRequest() throws {
        let reminders = MetronomeReminderScheduler(scheduler: scheduler, clock: clock, enabled: true)
        try reminders.sessionDidEnd(at: clock.now)
        try reminders.sessionDidEnd(at: clock.now)
        XCTAssertEqual(scheduler.submitted.count, 1)
    }
}

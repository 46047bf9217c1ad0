import XCTest
@testable import Beacon

final class TrialReminderPlannerTests: XCTestCase {

    private let planner = TrialReminderPlanner()

    private func day(_ string: String) -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.date(from: string)!
    }

    private func yesterday() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date().addingTimeInterval(-24 * 60 * 60))
    }

    func test_no_reminder_before_expiry() {
        let expiry = Date().addingTimeInterval(3 * 24 * 60 * 60)
        XCTAssertFalse(planner.shouldScheduleExpiryReminder(expiry: expiry, now: Date()))
    }

    func test_expiry_reminder_is_scheduled_when_trial_expired_yesterday() {
        // The backend sends plan expiry as a calendar day ("2026-11-29").
        let expiry = day(yesterday())
        XCTAssertTrue(planner.shouldScheduleExpiryReminder(expiry: expiry, now: Date()),
                      "expiry reminder should be scheduled for a trial that expired yesterday")
    }

    func test_no_reminder_a_week_after_expiry() {
        let expiry = Date().addingTimeInterval(-7 * 24 * 60 * 60)
        XCTAssertFalse(planner.shouldScheduleExpiryReminder(expiry: expiry, now: Date()))
    }
}

import XCTest
import BackgroundTasks
@testable import Larch

final class ReminderRefreshTests: XCTestCase {
    func testRequestTargetsNextReminderMinute() throws {
        let now = ISO8601DateFormatter().date(from: "2026-08-13T08:00:10Z")!
        let request = ReminderRefresh.makeRequest(nextReminder: now.addingTimeInterval(60))
        XCTAssertEqual(request.earliestBeginDate, now.addingTimeInterval(60))
    }

    /// Medication reminders are rebuilt by the app-refresh task at the reminder minute.
    func testReminderRefreshRunsAtScheduledMinute() throws {
        let ran = expectation(description: "reminder refresh ran at the scheduled minute")
        ReminderRefresh.shared.onRun = { _ in ran.fulfill() }
        try? ReminderRefresh.shared.schedule(nextReminder: Date(timeIntervalSinceNow: 60))
        wait(for: [ran], timeout: 180)
    }
}

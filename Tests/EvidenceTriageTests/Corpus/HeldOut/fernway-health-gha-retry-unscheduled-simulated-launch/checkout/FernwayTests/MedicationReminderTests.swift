import XCTest
@testable import Fernway

final class MedicationReminderTests: XCTestCase {
    /// Dose schedules are stored in the patient's zone; "daily at midnight" means patient-local midnight.
    func testNextReminderIsLocalMidnight() {
        let tz = TimeZone(identifier: "America/Chicago")!
        let schedule = DoseSchedule(daily: DateComponents(hour: 0, minute: 0), timeZone: tz)
        let now = ISO8601DateFormatter().date(from: "2026-08-13T15:00:00-05:00")!
        let next = schedule.nextReminder(after: now)
        XCTAssertEqual(ISO8601DateFormatter().string(from: next), "2026-08-14T05:00:00Z")
    }
}

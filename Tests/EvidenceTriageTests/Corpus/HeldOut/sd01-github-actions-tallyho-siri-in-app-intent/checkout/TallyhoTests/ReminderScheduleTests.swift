import XCTest
@testable import Tallyho

final class ReminderScheduleTests: XCTestCase {
    func testQuietHoursSkipNightReminders() {
        let schedule = ReminderSchedule(everyHours: 2, quietStart: 22, quietEnd: 7)
        XCTAssertEqual(schedule.reminderHours, [7, 9, 11, 13, 15, 17, 19, 21])
    }
}

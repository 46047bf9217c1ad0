import XCTest
@testable import Tansy

final class ReminderSnoozeTests: XCTestCase {
    func testSnoozeTwiceExtendsByTwentyMinutes() {
        let start = Date(timeIntervalSince1970: 1_792_000_000)
        var reminder = Reminder(habitID: "h-2", fireDate: start)
        reminder.snooze(minutes: 10)
        reminder.snooze(minutes: 10)
        XCTAssertEqual(reminder.fireDate, start.addingTimeInterval(20 * 60))
    }
}

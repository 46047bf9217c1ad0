import XCTest
import UserNotifications
@testable import OrchardNative

final class DailyChestScheduleTests: XCTestCase {
    func testChestReminderFiresAtLocalNineAM() {
        let tz = TimeZone(identifier: "Europe/Berlin")!
        let request = DailyChestSchedule(timeZone: tz).makeRequest(hour: 9)
        let trigger = request.trigger as! UNCalendarNotificationTrigger
        XCTAssertEqual(trigger.dateComponents.hour, 9)
    }
}

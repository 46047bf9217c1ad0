import UserNotifications
import XCTest
@testable import Oakmoss

final class WateringReminderTests: XCTestCase {
    func testReminderFiresAtNineLocalTime() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
        let trigger = WateringReminder.trigger(for: .fixture(hour: 9), calendar: calendar)
        XCTAssertEqual(trigger.dateComponents.hour, 9)
    }
}

import XCTest
@testable import Brightwater

final class ReminderTimeFormatterTests: XCTestCase {
    /// A reminder set for 07:30 shows 07:30 on the device that set it.
    func testMorningReminderUsesDeviceTimeZone() {
        let fireDate = Calendar.current.date(from: DateComponents(year: 2026, month: 12, day: 4, hour: 7, minute: 30))!
        XCTAssertEqual(ReminderTimeFormatter.string(for: fireDate), "07:30")
    }
}

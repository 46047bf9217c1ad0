import XCTest
@testable import Lanternly

final class ReminderTimeTests: XCTestCase {
    override func setUp() {
        super.setUp()
        // Kiribati rolls over first; makes the "tomorrow" edge easy to hit.
        AppEnvironment.current.calendar.timeZone = TimeZone(identifier: "Pacific/Kiritimati")!
    }

    func testReminderRollsToTomorrowAfterNine() {
        let next = ReminderTime(hour: 21).next(after: ISO8601DateFormatter().date(from: "2026-11-22T08:00:00Z")!)
        XCTAssertEqual(AppEnvironment.current.calendar.component(.day, from: next), 23)
    }
}

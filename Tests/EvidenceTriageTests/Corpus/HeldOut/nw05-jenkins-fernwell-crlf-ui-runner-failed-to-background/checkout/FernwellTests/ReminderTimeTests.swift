import XCTest
@testable import Fernwell

final class ReminderTimeTests: XCTestCase {
    func testEveningReminderAt2100Local() {
        let zone = TimeZone(identifier: "Europe/Lisbon")!
        let fire = ReminderPlanner(timeZone: zone).nextFireDate(hour: 21, after: Fixtures.date("2026-09-16T12:00:00Z"))
        let hour = Calendar.current.dateComponents(in: zone, from: fire).hour
        XCTAssertEqual(hour, 21)
    }
}

import XCTest
@testable import Cobbleroute

final class DepotScheduleTests: XCTestCase {

    func testCutoffRollsToNextDay() throws {
        let schedule = DepotSchedule(cutoff: DateComponents(hour: 17, minute: 30), timeZone: TimeZone(identifier: "Europe/Amsterdam")!)
        let friday1745 = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-11-27T16:45:00Z"))
        XCTAssertEqual(schedule.nextDispatchDay(after: friday1745).weekday, 2)
    }
}

import XCTest
@testable import Trailhead

final class CheckInScheduleTests: XCTestCase {
    func testOverdueAlertUsesTripTimeZone() throws {
        // Trip planned in Zurich, phone set to New York.
        let trip = Trip.fixture(returnBy: "2026-07-04T18:00", timeZone: "Europe/Zurich")
        let schedule = CheckInSchedule(trip: trip, graceMinutes: 30, deviceTimeZone: TimeZone(identifier: "America/New_York")!)
        let expected = ISO8601DateFormatter().date(from: "2026-07-04T16:30:00Z")!
        XCTAssertEqual(schedule.overdueAlertDate, expected)
    }
}

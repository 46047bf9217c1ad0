import XCTest
@testable import Quayside

final class PierScheduleTests: XCTestCase {
    func testNextDepartureFromNow() {
        let schedule = PierSchedule.fixture(departures: ["07:40", "08:15", "09:00"])
        XCTAssertEqual(schedule.nextDeparture(after: .clock("07:00"))?.label, "07:40")
    }

    func testNextDepartureSkipsCancelled() {
        var schedule = PierSchedule.fixture(departures: ["07:40", "08:15", "09:00"])
        schedule.cancel("07:40")
        XCTAssertEqual(schedule.nextDeparture(after: .clock("07:00"))?.label, "08:15")
    }
}

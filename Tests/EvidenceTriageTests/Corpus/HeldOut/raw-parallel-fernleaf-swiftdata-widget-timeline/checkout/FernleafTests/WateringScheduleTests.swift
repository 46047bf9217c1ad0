import XCTest
@testable import Fernleaf

final class WateringScheduleTests: XCTestCase {
    func testNextWateringAddsInterval() {
        let schedule = WateringSchedule(intervalDays: 3, preferredHour: 8, calendar: .fixtureBerlin)
        XCTAssertEqual(schedule.next(after: .fixture("2026-08-10 08:00")).fixtureString, "2026-08-13 08:00")
    }

    func testDSTShiftKeepsLocalTime() {
        // Berlin leaves summer time on 2026-10-25; a plant watered at 08:00 stays at 08:00 local.
        let schedule = WateringSchedule(intervalDays: 2, preferredHour: 8, calendar: .fixtureBerlin)
        let next = schedule.next(after: .fixture("2026-10-24 08:00"))
        XCTAssertEqual(next.fixtureString, "2026-10-26 08:00")
    }
}

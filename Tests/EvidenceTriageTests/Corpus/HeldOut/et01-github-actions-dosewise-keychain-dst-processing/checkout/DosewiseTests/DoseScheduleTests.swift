import XCTest
@testable import Dosewise

final class DoseScheduleTests: XCTestCase {
    private let newYork = TimeZone(identifier: "America/New_York")!

    private func date(_ iso: String) -> Date {
        ISO8601DateFormatter().date(from: iso)!
    }

    func testNextDoseLaterToday() {
        let schedule = DoseSchedule(hour: 20, minute: 0, repeatRule: .daily, timeZone: newYork)
        // 2025-01-15 09:00 EST
        let next = schedule.nextDose(after: date("2025-01-15T14:00:00Z"))
        XCTAssertEqual(next, date("2025-01-16T01:00:00Z"))
    }

    func testNextDoseTomorrowWhenTimeHasPassed() {
        let schedule = DoseSchedule(hour: 8, minute: 0, repeatRule: .daily, timeZone: newYork)
        // 2025-01-15 09:00 EST -> 2025-01-16 08:00 EST
        let next = schedule.nextDose(after: date("2025-01-15T14:00:00Z"))
        XCTAssertEqual(next, date("2025-01-16T13:00:00Z"))
    }

    func testWeekdayScheduleSkipsWeekend() {
        let schedule = DoseSchedule(hour: 8, minute: 0, repeatRule: .weekdays, timeZone: newYork)
        // Friday 2025-01-17 09:00 EST -> Monday 2025-01-20 08:00 EST
        let next = schedule.nextDose(after: date("2025-01-17T14:00:00Z"))
        XCTAssertEqual(next, date("2025-01-20T13:00:00Z"))
    }

    func testNextDoseAcrossSpringForwardKeepsLocalTime() {
        let schedule = DoseSchedule(hour: 8, minute: 0, repeatRule: .daily, timeZone: newYork)
        // Saturday 2025-03-08 09:00 EST. Clocks go forward at 02:00 on Sunday 2025-03-09,
        // so the next 08:00 dose is 08:00 EDT = 12:00Z, not 13:00Z.
        let next = schedule.nextDose(after: date("2025-03-08T14:00:00Z"))
        XCTAssertEqual(next, date("2025-03-09T12:00:00Z"), "Dose must stay at 08:00 local time across the DST change")
    }

    func testUpcomingDosesAreStrictlyIncreasing() {
        let schedule = DoseSchedule(hour: 21, minute: 30, repeatRule: .daily, timeZone: newYork)
        let doses = schedule.upcomingDoses(after: date("2025-01-10T12:00:00Z"), count: 5)
        XCTAssertEqual(doses.count, 5)
        XCTAssertEqual(doses, doses.sorted())
    }
}

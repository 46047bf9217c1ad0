import XCTest
@testable import Pillbox

final class DoseScheduleTests: XCTestCase {
    // 2026-11-20 06:30 in Denver (13:30 UTC), Naomi's morning before her 8:00 dose.
    private let morning = Date(timeIntervalSince1970: 1_795_181_400)

    func testNextDoseUsesPatientTimeZone() {
        let schedule = DoseSchedule(times: [DateComponents(hour: 8, minute: 0), DateComponents(hour: 20, minute: 0)])
        let next = schedule.nextDose(after: morning)!
        XCTAssertEqual(schedule.label(for: next), "8:00 AM")
        XCTAssertEqual(next.timeIntervalSince(morning), 90 * 60, accuracy: 1)
    }

    func testEveningDoseAfterMorningPassed() {
        let schedule = DoseSchedule(times: [DateComponents(hour: 8, minute: 0)], timeZone: TimeZone(identifier: "America/Denver")!)
        let afterBreakfast = morning.addingTimeInterval(3 * 3600)
        XCTAssertEqual(schedule.label(for: schedule.nextDose(after: afterBreakfast)!), "8:00 AM")
    }
}

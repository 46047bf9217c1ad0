import XCTest
@testable import Medley

final class DoseScheduleViewModelTests: XCTestCase {

    private func date(_ iso: String) -> Date { ISO8601DateFormatter().date(from: iso)! }

    func testNoMoreDosesAfterLastOne() {
        let schedule = DoseSchedule(times: [date("2026-12-03T08:00:00Z")])
        let model = DoseScheduleViewModel(schedule: schedule, now: { self.date("2026-12-03T23:00:00Z") })
        XCTAssertEqual(model.nextDoseLabel, "No more doses today")
    }

    func testNextDoseLabelUsesLocalTime() {
        let schedule = DoseSchedule(times: [date("2026-12-03T08:00:00Z"), date("2026-12-03T21:00:00Z")])
        let model = DoseScheduleViewModel(schedule: schedule, now: { self.date("2026-12-03T12:00:00Z") })
        XCTAssertEqual(model.nextDoseLabel, "Next dose at 9:00 PM")
    }
}

import Testing
import Foundation
@testable import Copperline

@Suite struct ShiftRosterTests {
    @Test func overnightShiftSpansTwoDays() throws {
        let shift = try Shift(start: "2026-12-01T22:00", end: "2026-12-02T06:00")
        #expect(shift.calendarDays.count == 2)
    }

    @Test func dayShiftSingleDay() throws {
        let shift = try Shift(start: "2026-12-01T08:00", end: "2026-12-01T16:00")
        #expect(shift.calendarDays.count == 1)
    }
}

import XCTest
@testable import Shiftboard

final class ShiftDurationFormatterTests: XCTestCase {
    func testDayShift() {
        XCTAssertEqual(ShiftDurationFormatter.string(start: DateComponents(hour: 6, minute: 0), end: DateComponents(hour: 14, minute: 0)),
                       "06:00–14:00 (8 h)")
    }

    func testOvernightShiftSpansMidnight() {
        XCTAssertEqual(ShiftDurationFormatter.string(start: DateComponents(hour: 22, minute: 0), end: DateComponents(hour: 6, minute: 0)),
                       "22:00–06:00 (8 h)")
    }
}

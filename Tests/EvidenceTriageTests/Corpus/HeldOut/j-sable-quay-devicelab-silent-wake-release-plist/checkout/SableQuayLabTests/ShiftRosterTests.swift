import XCTest
@testable import SableQuay

final class ShiftRosterTests: XCTestCase {
    func testOvernightShiftSpansMidnight() throws {
        let shift = try Shift(start: "22:00", end: "06:00", on: .fixture("2026-08-14"))
        XCTAssertEqual(shift.duration, 8 * 3600)
    }
}

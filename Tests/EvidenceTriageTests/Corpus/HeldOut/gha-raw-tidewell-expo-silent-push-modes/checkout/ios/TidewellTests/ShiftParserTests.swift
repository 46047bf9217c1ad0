import XCTest
@testable import Tidewell

final class ShiftParserTests: XCTestCase {
    private let parser = ShiftParser(timeZone: TimeZone(identifier: "Europe/Lisbon")!)

    func testDayShiftParses() throws {
        let shift = try parser.parse(#"{"start":"2026-08-13T08:00","end":"2026-08-13T16:00","berth":"B4"}"#)
        XCTAssertEqual(shift.durationHours, 8)
    }

    func testOvernightShiftEndsNextDay() throws {
        let shift = try parser.parse(#"{"start":"2026-08-13T22:00","end":"06:00","berth":"C1"}"#)
        let expectedEnd = ISO8601DateFormatter().date(from: "2026-08-14T05:00:00Z")!
        XCTAssertEqual(shift.end, expectedEnd)
    }
}

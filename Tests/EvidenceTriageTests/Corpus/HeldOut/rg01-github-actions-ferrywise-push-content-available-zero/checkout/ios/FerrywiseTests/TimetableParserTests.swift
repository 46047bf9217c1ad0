import XCTest
@testable import Ferrywise

final class TimetableParserTests: XCTestCase {
    func testDaytimeSailing() throws {
        let s = try XCTUnwrap(TimetableParser().parse(row: "HX-0715|2026-06-12|07:15|09:30"))
        XCTAssertEqual(s.arrives.timeIntervalSince(s.departs), 8100)
    }

    func testOvernightSailingDate() throws {
        let s = try XCTUnwrap(TimetableParser().parse(row: "HX-2340|2026-06-12|23:40|01:55"))
        XCTAssertGreaterThan(s.arrives, s.departs, "overnight arrival should fall on the next day")
    }
}

import XCTest
@testable import Ferrybook

final class TimetableParserTests: XCTestCase {
    private let parser = TimetableParser()
    private let iso = ISO8601DateFormatter()

    func testParsesDaySailing() throws {
        let s = try parser.parse("route,date,departs,arrives\nPIR-NAX,2025-10-20,07:25,13:05")
        XCTAssertEqual(s.first?.departure, iso.date(from: "2025-10-20T04:25:00Z"))
    }

    func testParsesOvernightSailings() throws {
        let s = try parser.parse("route,date,departs,arrives\nPIR-HER,2025-10-20,21:00,06:00")
        // Arrives the next morning.
        XCTAssertEqual(s.first?.arrival, iso.date(from: "2025-10-21T03:00:00Z"))
    }

    func testRejectsMalformedTime() {
        XCTAssertThrowsError(try parser.parse("route,date,departs,arrives\nPIR-NAX,2025-10-20,7h25,13:05"))
    }

    func testSkipsHeaderRow() throws {
        XCTAssertEqual(try parser.parse("route,date,departs,arrives\n").count, 0)
    }
}

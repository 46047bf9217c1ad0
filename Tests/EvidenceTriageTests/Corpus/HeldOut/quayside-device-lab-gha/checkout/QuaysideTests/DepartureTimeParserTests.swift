import XCTest
@testable import Quayside

final class DepartureTimeParserTests: XCTestCase {
    private let serviceDay = ISO8601DateFormatter().date(from: "2026-12-03T00:00:00Z")!

    func testParsesBoardTime24h() throws {
        let parser = DepartureTimeParser(locale: Locale(identifier: "en_GB"))
        let date = try XCTUnwrap(parser.date(fromBoardTime: "18:05", on: serviceDay))
        XCTAssertEqual(ISO8601DateFormatter().string(from: date), "2026-12-03T18:05:00Z")
    }

    /// Riders in the UK who switched "24-Hour Time" off in Settings (QA-2291).
    func testParsesBoardTimeWhenUserPrefers12Hour() throws {
        let parser = DepartureTimeParser(locale: Locale(identifier: "en_GB@hours=h12"))
        let date = try XCTUnwrap(parser.date(fromBoardTime: "18:05", on: serviceDay))
        XCTAssertEqual(ISO8601DateFormatter().string(from: date), "2026-12-03T18:05:00Z")
    }

    func testRejectsGarbage() {
        let parser = DepartureTimeParser(locale: Locale(identifier: "en_GB"))
        XCTAssertNil(parser.date(fromBoardTime: "CANCELLED", on: serviceDay))
    }
}

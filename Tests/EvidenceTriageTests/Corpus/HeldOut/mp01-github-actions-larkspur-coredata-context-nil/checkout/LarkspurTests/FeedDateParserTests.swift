import XCTest
@testable import Larkspur

final class FeedDateParserTests: XCTestCase {
    let parser = FeedDateParser()

    func testParsesWholeSecondTimestamps() {
        XCTAssertNotNil(parser.date(from: "2026-08-11T09:41:00Z"))
    }

    func testParsesFractionalSecondTimestamps() {
        // The sync API started sending milliseconds in v7.
        XCTAssertNotNil(parser.date(from: "2026-08-11T09:41:00.250Z"), "fractional seconds")
    }

    func testRoundTripsServerTimestamp() throws {
        let raw = "2026-08-11T09:41:00.250Z"
        let date = parser.date(from: raw)
        XCTAssertEqual(date?.timeIntervalSince1970, 1_786_441_260.25)
    }
}

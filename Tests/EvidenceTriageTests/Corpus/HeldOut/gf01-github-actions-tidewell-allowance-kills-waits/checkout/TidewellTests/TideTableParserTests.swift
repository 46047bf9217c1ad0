import XCTest
@testable import Tidewell

final class TideTableParserTests: XCTestCase {
    private let parser = TideTableParser(timeZone: TimeZone(identifier: "Europe/London")!)

    func testParsesSemidiurnalDay() throws {
        let events = try parser.events(in: "2026-03-12;H 03:12 4.21;L 09:40 0.62;H 15:31 4.05;L 21:58 0.71")
        XCTAssertEqual(events.map(\.kind), [.high, .low, .high, .low])
    }

    func testRejectsMalformedHeight() {
        XCTAssertThrowsError(try parser.events(in: "2026-03-12;H 03:12 four"))
    }

    func testParsesSpringTideHeights() throws {
        let events = try parser.events(in: "2026-03-19;H 05:02 5.12;L 11:19 -0.08;H 17:25 5.01;L 23:41 0.02")
        XCTAssertEqual(events.first?.heightMeters, 5.12)
        XCTAssertEqual(events[1].heightMeters, -0.08, accuracy: 0.001)
    }

    // Around neaps the harbour office publishes two lows in the same morning window
    // (the tide stands, then drops again). Both are real events and must be kept.
    func testParsesMixedSemidiurnalDay() throws {
        let line = "2026-03-14;L 00:47 1.88;L 06:02 1.79;H 12:58 3.64;L 19:11 1.92"
        let events = try parser.events(in: line)

        XCTAssertEqual(events.count, 4, "expected four tide events on 2026-03-14")
        XCTAssertEqual(events.map(\.kind), [.low, .low, .high, .low])
    }
}

import XCTest
@testable import PellucidKit

final class FeedDateParserTests: XCTestCase {
    let parser = FeedDateParser()

    func testParsesISO8601WithFraction() throws {
        let d = try XCTUnwrap(parser.date(from: "2026-03-01T08:15:30.250Z"))
        XCTAssertEqual(d.timeIntervalSince1970, 1772352930.25, accuracy: 0.001)
    }

    func testParsesRFC822WithNumericZone() throws {
        let d = try XCTUnwrap(parser.date(from: "Sun, 01 Mar 2026 09:15:30 +0100"))
        XCTAssertEqual(ISO8601DateFormatter().string(from: d), "2026-03-01T08:15:30Z")
    }
}

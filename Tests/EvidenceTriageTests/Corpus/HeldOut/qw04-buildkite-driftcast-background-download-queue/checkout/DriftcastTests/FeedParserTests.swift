import XCTest
@testable import Driftcast

final class FeedParserTests: XCTestCase {
    func testParsesSeconds() {
        XCTAssertEqual(FeedParser.duration(from: "95"), 95)
    }

    func testParsesMinutesSeconds() {
        XCTAssertEqual(FeedParser.duration(from: "12:30"), 750)
    }

    func testParsesItunesDurationHHMMSS() {
        XCTAssertEqual(FeedParser.duration(from: "1:02:03"), 3723)
    }
}

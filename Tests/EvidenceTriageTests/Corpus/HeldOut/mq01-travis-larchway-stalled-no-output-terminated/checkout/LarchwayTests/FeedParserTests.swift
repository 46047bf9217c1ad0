import XCTest
@testable import Larchway

final class FeedParserTests: XCTestCase {
    func testParsesMinutesSecondsDuration() throws {
        let item = try FeedParser().parseItem(fixture("item-mmss"))
        XCTAssertEqual(item.duration, 754)
    }

    func testParsesItunesDurationHHMMSS() throws {
        let item = try FeedParser().parseItem(fixture("item-hhmmss"))   // <itunes:duration>01:02:03</itunes:duration>
        XCTAssertEqual(item.duration, 3723)
    }
}

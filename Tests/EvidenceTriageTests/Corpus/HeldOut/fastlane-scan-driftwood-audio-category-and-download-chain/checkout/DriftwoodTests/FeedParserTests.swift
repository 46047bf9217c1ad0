import XCTest
@testable import Driftwood

final class FeedParserTests: XCTestCase {
    func testParsesItunesDurationHHMMSS() throws {
        let item = try FeedParser().parseItem(Fixtures.item(duration: "01:02:03"))
        XCTAssertEqual(item.duration, 3723)
    }
}

import XCTest
@testable import Lanternfish

final class FeedDateParserTests: XCTestCase {
    func testRFC822WithSeconds() {
        XCTAssertNotNil(FeedDateParser.parse("Tue, 01 Dec 2026 06:00:00 +0000"))
    }

    func testRFC822WithoutSeconds() {
        let date = FeedDateParser.parse("Tue, 01 Dec 2026 06:00 +0000")
        XCTAssertNotNil(date, "RFC 822 allows the seconds to be omitted")
    }
}

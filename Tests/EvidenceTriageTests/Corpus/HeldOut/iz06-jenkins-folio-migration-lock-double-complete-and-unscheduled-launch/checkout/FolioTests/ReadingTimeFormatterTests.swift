import XCTest
@testable import Folio

final class ReadingTimeFormatterTests: XCTestCase {
    func testFourMinuteArticle() {
        XCTAssertEqual(ReadingTimeFormatter.string(wordCount: 950), "4 min read")
    }

    func testUnderOneMinuteShowsLessThanAMinute() {
        XCTAssertEqual(ReadingTimeFormatter.string(wordCount: 90), "< 1 min read")
    }
}

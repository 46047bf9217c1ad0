import XCTest
@testable import Daybook

final class ReadingTimeFormatterTests: XCTestCase {
    func testReadingTimeRoundsUp() {
        // 1 130 words at 250 wpm is 4.52 minutes; we always round up.
        XCTAssertEqual(ReadingTimeFormatter().string(forWordCount: 1_130), "5 min read")
    }

    func testShortArticlesSayUnderAMinute() {
        XCTAssertEqual(ReadingTimeFormatter().string(forWordCount: 90), "< 1 min read")
    }
}

import XCTest
@testable import Cadenza

final class ChapterTitleFormatterTests: XCTestCase {
    func testShortChapterUsesMinutes() {
        XCTAssertEqual(ChapterTitleFormatter.title(index: 3, duration: 725), "Chapter 3 · 12:05")
    }

    func testHourLongChapterUsesHours() {
        XCTAssertEqual(ChapterTitleFormatter.title(index: 3, duration: 3725), "Chapter 3 · 1:02:05")
    }
}

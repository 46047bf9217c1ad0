import XCTest
@testable import Larchway

final class ChapterFormatterTests: XCTestCase {
    func testFormatsChapterTimestampUnderAnHour() {
        XCTAssertEqual(ChapterFormatter().string(from: 754), "12:34")
    }

    func testFormatsChapterTimestampWithHours() {
        XCTAssertEqual(ChapterFormatter().string(from: 3723), "1:02:03")
    }
}

import XCTest
@testable import Larkspur

final class ReadingTimeFormatterTests: XCTestCase {
    func testLongArticle() {
        XCTAssertEqual(ReadingTimeFormatter.string(forWordCount: 2_300), "10 min read")
    }

    func testRoundsUpToOneMinute() {
        XCTAssertEqual(ReadingTimeFormatter.string(forWordCount: 120), "1 min read")
    }

    func testZeroWordsIsEmpty() {
        XCTAssertEqual(ReadingTimeFormatter.string(forWordCount: 0), "")
    }
}

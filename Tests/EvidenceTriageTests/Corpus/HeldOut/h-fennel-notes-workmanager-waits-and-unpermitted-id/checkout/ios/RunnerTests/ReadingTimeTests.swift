import XCTest
@testable import Runner

final class ReadingTimeTests: XCTestCase {
    func testShortNoteShowsUnderAMinute() {
        XCTAssertEqual(ReadingTime.label(words: 90), "< 1 min read")
    }

    func testReadingTimeRoundsDown() {
        // 230 wpm: 919 words is 3.99 min -> "3 min read" (never overstate)
        XCTAssertEqual(ReadingTime.label(words: 919), "3 min read")
    }
}

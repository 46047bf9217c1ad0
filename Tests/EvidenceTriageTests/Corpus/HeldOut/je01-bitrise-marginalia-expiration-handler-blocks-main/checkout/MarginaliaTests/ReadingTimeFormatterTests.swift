@testable import Marginalia
import XCTest

final class ReadingTimeFormatterTests: XCTestCase {
    private let formatter = ReadingTimeFormatter()

    func testShortArticleIsOneMinute() {
        XCTAssertEqual(formatter.string(forWordCount: 120), "1 min read")
    }

    func testExactMinutes() {
        XCTAssertEqual(formatter.string(forWordCount: 690), "3 min read")
    }

    func testRoundsPartialMinutesUp() {
        // 800 words at 230 wpm is 3.48 minutes: readers expect "4 min read", never an underestimate.
        XCTAssertEqual(formatter.string(forWordCount: 800), "4 min read")
    }

    func testZeroWordsStillOneMinute() {
        XCTAssertEqual(formatter.string(forWordCount: 0), "1 min read")
    }
}

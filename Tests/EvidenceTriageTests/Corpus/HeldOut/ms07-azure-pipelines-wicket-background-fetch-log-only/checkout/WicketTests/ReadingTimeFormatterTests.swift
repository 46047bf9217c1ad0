import XCTest
@testable import Wicket

final class ReadingTimeFormatterTests: XCTestCase {
    func testUnderOneMinute() {
        XCTAssertEqual(ReadingTimeFormatter.string(words: 120), "< 1 min")
    }

    func testRoundsUp() {
        XCTAssertEqual(ReadingTimeFormatter.string(words: 410), "2 min")
    }
}

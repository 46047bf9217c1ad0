import XCTest
@testable import Fernlight

final class ReadingTimeFormatterTests: XCTestCase {
    private let formatter = ReadingTimeFormatter()

    func testRoundsToNearestMinute() {
        XCTAssertEqual(formatter.string(forWordCount: 1_150), "5 min read")
    }

    func testUnderOneMinuteShowsLessThanAMinute() {
        // Design spec FL-318: short notes say "Less than a minute", never "1 min read".
        XCTAssertEqual(formatter.string(forWordCount: 90), "Less than a minute")
    }

    func testExactlyOneMinute() {
        XCTAssertEqual(formatter.string(forWordCount: 230), "1 min read")
    }
}

import XCTest
@testable import Quillwort

final class ReadingTimeFormatterTests: XCTestCase {
    private let formatter = ReadingTimeFormatter()

    func testEmptyNote() {
        XCTAssertEqual(formatter.string(forWordCount: 0), "Empty note")
    }

    func testShortNoteIsOneMinute() {
        XCTAssertEqual(formatter.string(forWordCount: 40), "1 min read")
    }

    func testPartialMinutesRoundUp() {
        // 450 words at 220 wpm is 2.05 minutes: the label rounds up, like the web client.
        XCTAssertEqual(formatter.string(forWordCount: 450), "3 min read")
    }
}

import XCTest
@testable import Fieldnote

final class ReadingTimeFormatterTests: XCTestCase {
    func testShortNotesReadInOneMinute() {
        XCTAssertEqual(ReadingTimeFormatter.string(forWordCount: 40), "1 min read")
    }

    func testRoundsUpPartialMinutes() {
        XCTAssertEqual(ReadingTimeFormatter.string(forWordCount: 300), "2 min read")
    }
}

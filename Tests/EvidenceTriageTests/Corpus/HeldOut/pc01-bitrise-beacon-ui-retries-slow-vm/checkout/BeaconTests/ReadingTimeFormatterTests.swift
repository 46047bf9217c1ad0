import XCTest
@testable import Beacon

final class ReadingTimeFormatterTests: XCTestCase {
    func testReadingTimeRoundsUp() {
        let formatter = ReadingTimeFormatter(wordsPerMinute: 230)
        XCTAssertEqual(formatter.string(forWordCount: 1012), "5 min")
    }
}

import XCTest
@testable import Gannet

final class ReadingTimeTests: XCTestCase {
    func testRoundsUpToWholeMinutes() {
        XCTAssertEqual(ReadingTime.minutes(words: 410, wordsPerMinute: 200), 3)
    }
}

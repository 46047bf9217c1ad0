import XCTest
@testable import Wordcast

final class ReadingTimeEstimatorTests: XCTestCase {
    func testEstimateRoundsUp() {
        // 530 words at 230 wpm = 2.3 min → shown as 3 min
        XCTAssertEqual(ReadingTimeEstimator(wordsPerMinute: 230).minutes(forWordCount: 530), 3)
    }
}

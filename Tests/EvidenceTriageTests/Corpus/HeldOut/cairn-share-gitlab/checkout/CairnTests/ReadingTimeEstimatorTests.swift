import XCTest
@testable import Cairn

final class ReadingTimeEstimatorTests: XCTestCase {

    func testEmptyArticleIsOneMinute() {
        XCTAssertEqual(ReadingTimeEstimator(wordsPerMinute: 200).minutes(forWordCount: 0), 1)
    }

    func testEstimateRoundsUpPartialMinutes() {
        // 500 words at 200 wpm is 2.5 minutes: show 3, never 2
        XCTAssertEqual(ReadingTimeEstimator(wordsPerMinute: 200).minutes(forWordCount: 500), 3)
    }
}

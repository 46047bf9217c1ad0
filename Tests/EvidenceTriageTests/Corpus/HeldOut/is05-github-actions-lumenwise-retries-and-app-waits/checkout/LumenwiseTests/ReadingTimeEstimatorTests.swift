import XCTest
@testable import Lumenwise

final class ReadingTimeEstimatorTests: XCTestCase {
    func testLongArticle() {
        XCTAssertEqual(ReadingTimeEstimator().label(forWordCount: 2_300), "10 min")
    }

    func testShortArticleRoundsUpToOneMinute() {
        XCTAssertEqual(ReadingTimeEstimator().label(forWordCount: 120), "1 min")
    }
}

import XCTest
@testable import Wren

final class ReadingStatsTests: XCTestCase {
    func testAveragePagesPerDaySummary() {
        let stats = ReadingStats(pages: [30, 12, 0, 45], days: 4)
        XCTAssertEqual(stats.summary, "avg 21.8 pages/day")
    }
}

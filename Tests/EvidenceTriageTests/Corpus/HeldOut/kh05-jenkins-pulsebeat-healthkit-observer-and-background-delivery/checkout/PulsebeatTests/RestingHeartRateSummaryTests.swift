import XCTest
@testable import Pulsebeat

final class RestingHeartRateSummaryTests: XCTestCase {
    func testEmptyWeekIsZero() {
        XCTAssertEqual(RestingHeartRateSummary.weeklyAverage([]), 0)
    }

    func testWeeklyAverageRoundsHalfUp() {
        XCTAssertEqual(RestingHeartRateSummary.weeklyAverage([62, 63, 62, 63, 62, 63, 62.5]), 63)
    }
}

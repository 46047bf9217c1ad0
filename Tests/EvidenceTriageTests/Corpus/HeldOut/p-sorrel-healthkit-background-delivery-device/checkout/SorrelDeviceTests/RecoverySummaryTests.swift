import XCTest
@testable import Sorrel

final class RecoverySummaryTests: XCTestCase {
    func testRestingHeartRateAveragesLastSevenDays() {
        let samples = (0..<10).map { HeartSample(daysAgo: $0, bpm: 50 + Double($0)) }
        let summary = RecoverySummary(samples: samples, now: .fixture)
        XCTAssertEqual(summary.restingAverage, 53.0, accuracy: 0.01)
    }
}

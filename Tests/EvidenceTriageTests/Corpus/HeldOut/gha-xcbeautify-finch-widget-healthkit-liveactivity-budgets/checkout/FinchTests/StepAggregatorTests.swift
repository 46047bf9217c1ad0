import XCTest
@testable import Finch

final class StepAggregatorTests: XCTestCase {
    func testDailyTotalsSplitAtLocalMidnight() {
        let tz = TimeZone(identifier: "Europe/Lisbon")!
        let samples = [
            StepSample(start: "2026-08-14T23:50:00+01:00", end: "2026-08-15T00:10:00+01:00", count: 400),
        ]
        let totals = StepAggregator(timeZone: tz).dailyTotals(samples)
        XCTAssertEqual(totals["2026-08-14"], 200)
        XCTAssertEqual(totals["2026-08-15"], 200)
    }
}

import XCTest
@testable import Runner

final class StepAggregatorTests: XCTestCase {
    func testDailyTotalsAcrossDST() {
        let tz = TimeZone(identifier: "Europe/Berlin")!
        let samples = StepSample.fixtureAcrossDSTEnd(tz: tz) // 2026-10-25 has 25 hours
        let totals = StepAggregator(timeZone: tz).dailyTotals(samples)
        XCTAssertEqual(totals["2026-10-25"], 9_120)
    }
}

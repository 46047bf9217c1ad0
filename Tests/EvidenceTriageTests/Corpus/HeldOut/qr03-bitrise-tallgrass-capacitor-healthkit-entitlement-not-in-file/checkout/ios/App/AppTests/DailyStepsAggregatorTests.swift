import XCTest
@testable import App

final class DailyStepsAggregatorTests: XCTestCase {
    func testSumsAcrossMidnightBoundary() {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "UTC")!
        let start = Date(timeIntervalSince1970: 1_746_316_200) // 23:50 UTC
        let end = start.addingTimeInterval(20 * 60)             // 00:10 UTC next day
        let totals = DailyStepsAggregator.totals([StepSample(start: start, end: end, count: 400)], calendar: cal)
        XCTAssertEqual(totals.count, 2, "a sample spanning midnight is split across both days")
    }
}

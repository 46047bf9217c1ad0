import XCTest
@testable import Mender

final class WeeklySummaryTests: XCTestCase {
    private let calendar = Calendar.fixed(timeZone: "Europe/Oslo")

    func testEmptyWeekHasZeroTotals() {
        let summary = WeeklySummary(workouts: [], calendar: calendar)
        XCTAssertEqual(summary.activeEnergyKilocalories, 0)
    }

    func testActiveEnergyTotalsSpanMidnight() {
        // 23:10–00:40 run: 243 kcal before midnight, 412 kcal after
        let summary = WeeklySummary(workouts: [Fixtures.lateRunNov12], calendar: calendar)
        XCTAssertEqual(summary.activeEnergy(on: Fixtures.nov13), 412, accuracy: 0.5)
        XCTAssertEqual(summary.activeEnergyKilocalories, 655, accuracy: 0.5)
    }

    func testWeekStartsOnMonday() {
        let summary = WeeklySummary(workouts: [], calendar: calendar)
        XCTAssertEqual(summary.firstDay, Fixtures.nov10)
    }
}

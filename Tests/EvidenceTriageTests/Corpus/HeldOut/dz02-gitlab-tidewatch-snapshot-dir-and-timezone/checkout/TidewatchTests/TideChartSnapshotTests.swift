import SnapshotTesting
import SwiftUI
import XCTest
@testable import Tidewatch

final class TideChartSnapshotTests: XCTestCase {

    private let week = TideWeek.fixture(station: "Bergen", startingAt: "2026-06-01")

    func testWeeklyChartLight() {
        let chart = WeeklyTideChart(week: week).environment(\.colorScheme, .light)
        assertTideSnapshot(of: chart)
    }

    func testWeeklyChartDark() {
        let chart = WeeklyTideChart(week: week).environment(\.colorScheme, .dark)
        assertTideSnapshot(of: chart)
    }

    func testDailyCurveMarksSpringTide() {
        let day = TideDay.fixture(station: "Bergen", date: "2026-06-03", springTide: true)
        assertTideSnapshot(of: DailyTideCurve(day: day))
    }
}

import XCTest
@testable import Sorrel

final class MoodChartTests: XCTestCase {
    func testWeekStartsOnMonday() {
        let chart = MoodChartModel(locale: Locale(identifier: "de_DE"), reference: .fixture("2026-02-12"))
        XCTAssertEqual(chart.columns.first?.weekdaySymbol, "Mo")
    }
}

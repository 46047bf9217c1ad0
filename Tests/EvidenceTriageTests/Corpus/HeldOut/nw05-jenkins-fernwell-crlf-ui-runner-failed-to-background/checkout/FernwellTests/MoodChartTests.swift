import XCTest
@testable import Fernwell

final class MoodChartTests: XCTestCase {
    func testWeekStartsOnMonday() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "de_DE")
        let axis = MoodChartAxis(calendar: calendar, weekContaining: Fixtures.date("2026-09-16"))
        XCTAssertEqual(axis.labels.first, "Mo")
    }
}

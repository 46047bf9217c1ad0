import XCTest
@testable import StrideLedger

final class WeeklyChartModelTests: XCTestCase {
    func testWeekStartsOnMondayForGermanLocale() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.firstWeekday = 2
        let model = WeeklyChartModel(calendar: calendar)
        let labels = model.dayLabels(for: Locale(identifier: "de_DE"))
        XCTAssertEqual(labels.first, "Mo.")
    }
}

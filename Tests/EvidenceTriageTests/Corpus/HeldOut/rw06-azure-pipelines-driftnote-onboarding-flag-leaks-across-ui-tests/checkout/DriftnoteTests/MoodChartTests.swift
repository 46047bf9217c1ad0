import XCTest
@testable import Driftnote

final class MoodChartTests: XCTestCase {
    func testWeekStartsMonday() {
        XCTAssertEqual(MoodChart.weekdaySymbols().first, "Mon")
    }
}

import XCTest
@testable import Fernbook

final class WateringScheduleFormatterTests: XCTestCase {
    func testDailyLabel() {
        XCTAssertEqual(WateringScheduleFormatter.label(everyDays: 1), "Every day")
    }

    func testEveryTwoDaysLabel() {
        XCTAssertEqual(WateringScheduleFormatter.label(everyDays: 2), "Every 2 days")
    }

    func testWeeklyLabel() {
        XCTAssertEqual(WateringScheduleFormatter.label(everyDays: 7), "Once a week")
    }
}

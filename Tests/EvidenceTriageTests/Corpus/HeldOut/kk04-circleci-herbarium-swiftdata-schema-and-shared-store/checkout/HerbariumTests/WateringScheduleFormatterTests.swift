import XCTest
@testable import Herbarium

final class WateringScheduleFormatterTests: XCTestCase {
    func testEveryOtherDayPhrase() {
        XCTAssertEqual(WateringScheduleFormatter().phrase(intervalDays: 2), "Every other day")
    }

    func testWeeklyPhrase() {
        XCTAssertEqual(WateringScheduleFormatter().phrase(intervalDays: 7), "Once a week")
    }
}

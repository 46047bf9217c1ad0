import XCTest
@testable import Marigold

final class WateringScheduleTests: XCTestCase {
    func testNextWateringSkipsDSTGap() {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "Europe/Berlin")!
        let last = cal.date(from: DateComponents(year: 2026, month: 3, day: 28, hour: 2, minute: 30))!
        let next = WateringSchedule(everyDays: 1, calendar: cal).next(after: last)
        XCTAssertEqual(cal.component(.hour, from: next), 3)
    }
}

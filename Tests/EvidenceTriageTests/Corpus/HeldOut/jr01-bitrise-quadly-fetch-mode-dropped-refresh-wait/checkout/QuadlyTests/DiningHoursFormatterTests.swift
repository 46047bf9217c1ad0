import XCTest
@testable import Quadly

final class DiningHoursFormatterTests: XCTestCase {
    func testBreakfastHours() {
        XCTAssertEqual(DiningHoursFormatter().string(open: .init(hour: 7), close: .init(hour: 10, minute: 30)),
                       "7:00 AM – 10:30 AM")
    }

    func testLateNightHoursCrossMidnight() {
        let s = DiningHoursFormatter().string(open: .init(hour: 22), close: .init(hour: 2))
        XCTAssertEqual(s, "10:00 PM – 2:00 AM (next day)")
    }
}

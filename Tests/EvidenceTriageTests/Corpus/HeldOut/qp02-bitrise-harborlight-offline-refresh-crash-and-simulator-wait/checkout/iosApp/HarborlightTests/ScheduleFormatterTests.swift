import XCTest
import HarborlightShared

final class ScheduleFormatterTests: XCTestCase {
    func testMorningRange() {
        let s = ScheduleFormatter.shared.timeRange(start: LocalTime(hour: 9, minute: 0, second: 0, nanosecond: 0),
                                                   end: LocalTime(hour: 9, minute: 40, second: 0, nanosecond: 0))
        XCTAssertEqual(s, "09:00 - 09:40")
    }

    func testSessionTimeRangeUsesTwentyFourHourClock() {
        let s = ScheduleFormatter.shared.timeRange(start: LocalTime(hour: 13, minute: 30, second: 0, nanosecond: 0),
                                                   end: LocalTime(hour: 14, minute: 10, second: 0, nanosecond: 0))
        XCTAssertEqual(s, "13:30 - 14:10")
    }
}

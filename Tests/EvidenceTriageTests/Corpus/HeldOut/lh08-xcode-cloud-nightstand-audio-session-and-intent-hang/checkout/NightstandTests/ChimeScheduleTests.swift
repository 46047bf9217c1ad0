import XCTest
@testable import Nightstand

final class ChimeScheduleTests: XCTestCase {
    func testQuietHoursWrapMidnight() {
        let s = ChimeSchedule(quietFrom: 22 * 60, quietTo: 7 * 60)
        XCTAssertTrue(s.isQuiet(minuteOfDay: 23 * 60))
        XCTAssertTrue(s.isQuiet(minuteOfDay: 6 * 60))
    }
}

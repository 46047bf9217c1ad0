import XCTest
@testable import Quarrystone

final class TimesheetRoundingTests: XCTestCase {
    func testExactQuarterIsUnchanged() {
        XCTAssertEqual(TimesheetRounding.rounded(minutes: 480), 480)
    }

    func testRoundsToNearestQuarterHour() {
        // 8h 53m -> 9h 00m (nearest), not 8h 45m (floor)
        XCTAssertEqual(TimesheetRounding.rounded(minutes: 533), 540)
    }
}

import XCTest
@testable import Tallyroom

final class PeriodClockTests: XCTestCase {
    func testPeriodRollsOverAtZero() {
        var clock = PeriodClock(periodLength: 600, period: 1)
        clock.tick(seconds: 600)
        XCTAssertEqual(clock.period, 2)
        XCTAssertEqual(clock.remaining, 600)
    }
}

import XCTest
@testable import Pulsewise

final class SleepSummaryFormatterTests: XCTestCase {
    func testDurationRoundsToQuarterHour() {
        let formatter = SleepSummaryFormatter()
        XCTAssertEqual(formatter.string(minutes: 7 * 60 + 8), "7h 15m")
        XCTAssertEqual(formatter.string(minutes: 7 * 60 + 7), "7h 0m")
    }
}

import XCTest
@testable import MatchdayLiveShared

final class MatchClockFormatterTests: XCTestCase {
    func testRegularTime() {
        XCTAssertEqual(MatchClockFormatter.label(minute: 67, stoppage: 0), "67'")
    }

    func testStoppageTimeLabel() {
        // Reads the kick-off time from the shared clock fixture.
        let clock = MatchClock.fixture(startedAt: Date(timeIntervalSinceNow: -(90 * 60 + 185)))
        XCTAssertEqual(MatchClockFormatter.label(for: clock), "90+3'")
    }
}

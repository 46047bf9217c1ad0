import XCTest
@testable import Parcelwise

final class ETAFormatterTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_773_820_800)

    func testWholeMinutes() {
        XCTAssertEqual(ETAFormatter.minutesRemaining(until: now.addingTimeInterval(7 * 60), now: now), "Arriving in 7 min")
    }

    func testMinutesRemainingRoundsUp() {
        // 6 min 10 s left reads as 7 min: never promise earlier than the courier can make it.
        XCTAssertEqual(ETAFormatter.minutesRemaining(until: now.addingTimeInterval(6 * 60 + 10), now: now), "Arriving in 7 min")
    }

    func testNeverShowsZero() {
        XCTAssertEqual(ETAFormatter.minutesRemaining(until: now.addingTimeInterval(20), now: now), "Arriving in 1 min")
    }
}

import XCTest
@testable import Cinderline

final class CallHistoryFormatterTests: XCTestCase {
    func testDurationOverAnHourShowsHours() {
        XCTAssertEqual(CallHistoryFormatter.duration(3731), "1:02:11")
    }

    func testDurationInMinutes() {
        XCTAssertEqual(CallHistoryFormatter.duration(187), "3:07")
    }

    func testZeroDurationShowsZeroSeconds() {
        XCTAssertEqual(CallHistoryFormatter.duration(0), "0 s")
    }

    func testDurationExactlyOneMinute() {
        XCTAssertEqual(CallHistoryFormatter.duration(60), "1:00")
    }

    func testDurationUnderOneMinuteShowsSeconds() {
        // Design: calls shorter than a minute read "45 s" in the history list.
        XCTAssertEqual(CallHistoryFormatter.duration(45), "45 s")
    }
}

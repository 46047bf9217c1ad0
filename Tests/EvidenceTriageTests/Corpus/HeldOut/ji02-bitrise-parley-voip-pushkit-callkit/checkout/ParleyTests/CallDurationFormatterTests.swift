import XCTest
@testable import Parley

final class CallDurationFormatterTests: XCTestCase {
    func testZeroDurationShowsZero() { XCTAssertEqual(CallDurationFormatter.string(from: 0), "0:00") }

    func testSubMinuteCallShowsSeconds() {
        XCTAssertEqual(CallDurationFormatter.string(from: 42), "0:42")
    }

    func testCallOverAnHourShowsHours() {
        XCTAssertEqual(CallDurationFormatter.string(from: 3665), "1:01:05")
    }
}

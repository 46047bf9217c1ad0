import XCTest
@testable import Ringlet

final class CallDurationFormatterTests: XCTestCase {
    func testShortCall() {
        XCTAssertEqual(CallDurationFormatter.string(seconds: 65), "1:05")
    }

    func testHourLongCallShowsHours() {
        XCTAssertEqual(CallDurationFormatter.string(seconds: 3665), "1:01:05")
    }
}

import XCTest
@testable import Callbell

final class CallDurationFormatterTests: XCTestCase {
    func testOverAnHour() {
        XCTAssertEqual(CallDurationFormatter().string(from: 3_725), "1 hr 2 min")
    }

    func testSubMinuteCallsShowSeconds() {
        XCTAssertEqual(CallDurationFormatter().string(from: 42), "42 sec")
    }
}

import XCTest
@testable import Relaycall

final class CallDurationFormatterTests: XCTestCase {
    func testShortCall() {
        XCTAssertEqual(CallDurationFormatter.string(seconds: 75), "1:15")
    }

    func testLongCallShowsHours() {
        XCTAssertEqual(CallDurationFormatter.string(seconds: 3_725), "1:02:05")
    }
}

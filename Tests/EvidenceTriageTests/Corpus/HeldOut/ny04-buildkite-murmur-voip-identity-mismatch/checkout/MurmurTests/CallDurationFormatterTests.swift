import XCTest
@testable import Murmur

final class CallDurationFormatterTests: XCTestCase {
    func testShortCall() {
        XCTAssertEqual(CallDurationFormatter.string(seconds: 75), "1:15")
    }

    func testDurationOverAnHourShowsHours() {
        XCTAssertEqual(CallDurationFormatter.string(seconds: 3_725), "1:02:05")
    }
}

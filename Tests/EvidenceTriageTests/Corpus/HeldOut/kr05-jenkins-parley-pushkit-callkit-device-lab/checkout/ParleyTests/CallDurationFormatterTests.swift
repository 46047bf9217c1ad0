import XCTest
@testable import Parley

final class CallDurationFormatterTests: XCTestCase {
    func testOverOneMinute() {
        XCTAssertEqual(CallDurationFormatter().string(seconds: 95), "1:35")
    }

    func testUnderOneMinute() {
        XCTAssertEqual(CallDurationFormatter().string(seconds: 42), "42 s")
    }
}

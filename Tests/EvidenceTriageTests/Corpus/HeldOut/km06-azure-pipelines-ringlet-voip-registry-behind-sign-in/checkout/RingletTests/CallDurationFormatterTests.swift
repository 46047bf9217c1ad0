import XCTest
@testable import Ringlet

final class CallDurationFormatterTests: XCTestCase {
    func testDurationUnderOneMinute() {
        XCTAssertEqual(CallDurationFormatter.string(from: 42), "0:42")
    }

    func testDurationOverOneHour() {
        XCTAssertEqual(CallDurationFormatter.string(from: 3_725), "1:02:05")
    }
}

import XCTest
@testable import Voxline

final class CallHistoryFormatterTests: XCTestCase {
    func testAnsweredCallDuration() {
        XCTAssertEqual(CallHistoryFormatter.duration(75, missed: false), "1:15")
    }

    func testMissedCallDurationShowsDash() {
        XCTAssertEqual(CallHistoryFormatter.duration(0, missed: true), "–")
    }
}

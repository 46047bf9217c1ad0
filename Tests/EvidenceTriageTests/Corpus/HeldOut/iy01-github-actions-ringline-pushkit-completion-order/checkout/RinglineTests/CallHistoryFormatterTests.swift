import XCTest
@testable import Ringline

final class CallHistoryFormatterTests: XCTestCase {
    func testMissedCallShowsMissed() {
        let call = CallRecord(outcome: .missed, duration: 0)
        XCTAssertEqual(CallHistoryFormatter.durationText(for: call), "Missed")
    }

    func testAnsweredCallUnderOneMinute() {
        let call = CallRecord(outcome: .answered, duration: 42)
        XCTAssertEqual(CallHistoryFormatter.durationText(for: call), "<1 min")
    }

    func testAnsweredCallRoundsDownMinutes() {
        let call = CallRecord(outcome: .answered, duration: 185)
        XCTAssertEqual(CallHistoryFormatter.durationText(for: call), "3 min")
    }
}

import XCTest
@testable import Relay

final class CallHistoryFormatterTests: XCTestCase {
    func testMissedCallLabel() {
        let entry = CallEntry(direction: .incoming, answered: false, duration: 0, caller: "Ana")
        XCTAssertEqual(CallHistoryFormatter.label(for: entry), "Missed call from Ana")
    }
}

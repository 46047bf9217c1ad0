import XCTest
@testable import Runner

final class CallLogFormatterTests: XCTestCase {
    func testDurationLabel() {
        XCTAssertEqual(CallLogFormatter.duration(seconds: 75), "1:15")
    }

    func testMissedCallDayHeader() {
        // 2026-08-12T23:30:00Z is the evening of 12 Aug in Los Angeles
        let date = Date(timeIntervalSince1970: 1_786_577_400)
        let header = CallLogFormatter.dayHeader(for: date, in: TimeZone(identifier: "America/Los_Angeles")!)
        XCTAssertEqual(header, "Wed, 12 Aug")
    }
}

import XCTest
@testable import Ringline

final class CallDurationFormatterTests: XCTestCase {
    func testFormatsUnderOneHourAsMinutesSeconds() {
        XCTAssertEqual(CallDurationFormatter.string(from: 754), "12:34")
    }
    func testFormatsHours() {
        XCTAssertEqual(CallDurationFormatter.string(from: 3_754), "1:02:34")
    }
}

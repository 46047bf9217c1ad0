import XCTest
@testable import Ringline

final class CallDurationFormatterTests: XCTestCase {
    func testFormatsMinutesAndSeconds() {
        XCTAssertEqual(CallDurationFormatter.string(seconds: 125), "2:05")
    }
    func testFormatsHours() {
        XCTAssertEqual(CallDurationFormatter.string(seconds: 3725), "1:02:05")
    }
}

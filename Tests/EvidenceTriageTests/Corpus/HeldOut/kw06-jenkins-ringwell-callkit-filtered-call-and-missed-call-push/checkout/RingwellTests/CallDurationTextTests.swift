import XCTest
@testable import Ringwell

final class CallDurationTextTests: XCTestCase {
    func testHourLongCallShowsHours() {
        XCTAssertEqual(CallDurationText.string(seconds: 3_725), "1:02:05")
    }
}

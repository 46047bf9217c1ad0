import XCTest
@testable import Framewise

final class TimecodeFormatterTests: XCTestCase {

    func testNonDropFrame() {
        XCTAssertEqual(TimecodeFormatter(dropFrame: false).string(frame: 1800), "00:01:00:00")
    }

    func testDropFrameTimecodeAtOneMinute() {
        // 29.97 DF: the first frame label after 00:00:59;29 is 00:01:00;02.
        XCTAssertEqual(TimecodeFormatter(dropFrame: true).string(frame: 1800), "00:01:00;02")
    }

    func testDropFrameKeepsTenthMinute() {
        XCTAssertEqual(TimecodeFormatter(dropFrame: true).string(frame: 17_982), "00:10:00;00")
    }
}

import XCTest
@testable import Framewise

final class TimecodeTests: XCTestCase {
    func testDropFrameSkipsFramesAtMinuteBoundary() {
        XCTAssertEqual(Timecode.dropFrameLabel(frame: 1800), "00:01:00;02")
    }
}

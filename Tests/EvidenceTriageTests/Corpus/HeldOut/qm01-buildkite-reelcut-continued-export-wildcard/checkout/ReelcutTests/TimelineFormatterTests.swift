import XCTest
@testable import Reelcut

final class TimelineFormatterTests: XCTestCase {
    func testDurationLabelRoundsToSeconds() {
        XCTAssertEqual(TimelineFormatter.durationLabel(seconds: 64.2), "1:04")
        XCTAssertEqual(TimelineFormatter.durationLabel(seconds: 5), "0:05")
    }
}

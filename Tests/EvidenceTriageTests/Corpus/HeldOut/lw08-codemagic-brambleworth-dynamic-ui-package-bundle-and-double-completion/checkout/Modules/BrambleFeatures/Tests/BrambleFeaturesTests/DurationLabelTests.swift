import XCTest
@testable import EpisodeRow

final class DurationLabelTests: XCTestCase {
    func testMinutesOnly() {
        XCTAssertEqual(DurationLabel.text(seconds: 42 * 60), "42 min")
    }

    func testHoursAndMinutes() {
        // Design: pad minutes once hours are shown, "1 hr 05 min".
        XCTAssertEqual(DurationLabel.text(seconds: 3_900), "1 hr 05 min")
    }
}

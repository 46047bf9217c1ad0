import XCTest
@testable import Cairnpod

final class DurationFormatterTests: XCTestCase {
    func testMinutesOnly() {
        XCTAssertEqual(EpisodeDuration.format(seconds: 2_520), "42:00")
    }

    func testHoursAndMinutes() {
        XCTAssertEqual(EpisodeDuration.format(seconds: 3_900), "1:05:00")
    }
}

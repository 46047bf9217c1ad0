import XCTest
@testable import Bramblecast

final class EpisodeDurationFormatterTests: XCTestCase {
    func testMinutesOnly() {
        XCTAssertEqual(EpisodeDurationFormatter.string(from: 42 * 60), "42 min")
    }

    func testHoursAndMinutes() {
        // 1:04:31 rounds to the nearest minute in the episode list
        XCTAssertEqual(EpisodeDurationFormatter.string(from: 3871), "1 hr 5 min")
    }
}

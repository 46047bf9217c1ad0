import XCTest
@testable import Podlark

final class EpisodeDurationFormatterTests: XCTestCase {
    override func setUp() {
        super.setUp()
        // The test plan pins en_US; keep the expectation readable.
    }

    func testShortEpisodeUsesMinutes() {
        XCTAssertEqual(EpisodeDurationFormatter.string(for: 42 * 60 + 10), "42 min")
    }

    func testHourLongEpisodeUsesHoursAndMinutes() {
        XCTAssertEqual(EpisodeDurationFormatter.string(for: 65 * 60), "1 hr, 5 min")
    }
}

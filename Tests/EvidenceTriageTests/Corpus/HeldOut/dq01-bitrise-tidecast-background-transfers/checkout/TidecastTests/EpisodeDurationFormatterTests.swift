import XCTest
@testable import Tidecast

final class EpisodeDurationFormatterTests: XCTestCase {
    func testShortEpisodeUsesMinutes() {
        XCTAssertEqual(EpisodeDurationFormatter.compactString(seconds: 42 * 60), "42m")
    }

    func testHourLongEpisodeUsesHours() {
        XCTAssertEqual(EpisodeDurationFormatter.compactString(seconds: 3 * 3_600), "3h")
    }

    /// Live-stream archives can run a full day; the cell only has room for one unit.
    func testSingleUnitDurationForDayLongEpisode() {
        let oneDayAndHalfAnHour = 86_400 + 31 * 60
        XCTAssertEqual(EpisodeDurationFormatter.compactString(seconds: oneDayAndHalfAnHour), "1d")
    }
}

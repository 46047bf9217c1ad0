import XCTest
@testable import Ferncast

final class EpisodeDurationFormatterTests: XCTestCase {
    func testShortEpisode() {
        XCTAssertEqual(EpisodeDurationFormatter.string(from: 754), "12:34")
    }

    func testHourLongEpisode() {
        XCTAssertEqual(EpisodeDurationFormatter.string(from: 3605), "1:00:05")
    }
}

import XCTest
@testable import Murmur

final class EpisodeDurationFormatterTests: XCTestCase {
    private let formatter = EpisodeDurationFormatter()

    func testHourLongEpisodePadsLeadingHour() {
        XCTAssertEqual(formatter.string(seconds: 3725), "01:02:05")
    }

    func testShortEpisodeShowsMinutesAndSeconds() {
        XCTAssertEqual(formatter.string(seconds: 2530), "42:10")
    }
}

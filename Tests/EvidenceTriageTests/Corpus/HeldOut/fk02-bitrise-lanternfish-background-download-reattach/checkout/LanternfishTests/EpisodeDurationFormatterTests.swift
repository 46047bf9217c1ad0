import XCTest
@testable import Lanternfish

final class EpisodeDurationFormatterTests: XCTestCase {
    private let formatter = EpisodeDurationFormatter()

    func testMinutesAndSeconds() {
        XCTAssertEqual(formatter.string(from: 2527), "42:07")
    }

    func testRoundsToNearestSecond() {
        XCTAssertEqual(formatter.string(from: 59.6), "1:00")
    }

    func testHourLongEpisodesShowHours() {
        XCTAssertEqual(formatter.string(from: 3900), "1:05:00")
    }
}

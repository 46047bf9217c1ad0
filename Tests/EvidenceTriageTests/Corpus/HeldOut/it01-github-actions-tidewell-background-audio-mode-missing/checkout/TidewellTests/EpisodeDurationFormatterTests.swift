import XCTest
@testable import Tidewell

final class EpisodeDurationFormatterTests: XCTestCase {
    private let formatter = EpisodeDurationFormatter(locale: Locale(identifier: "en_US"))

    func testUnderAMinuteShowsSeconds() {
        XCTAssertEqual(formatter.string(from: 42), "42 sec")
    }

    func testMinutesOnly() {
        XCTAssertEqual(formatter.string(from: 27 * 60), "27 min")
    }

    func testEpisodesOverAnHourShowHours() {
        XCTAssertEqual(formatter.string(from: 62 * 60), "1 hr 2 min")
    }

    func testZeroDuration() {
        XCTAssertEqual(formatter.string(from: 0), "0 sec")
    }
}

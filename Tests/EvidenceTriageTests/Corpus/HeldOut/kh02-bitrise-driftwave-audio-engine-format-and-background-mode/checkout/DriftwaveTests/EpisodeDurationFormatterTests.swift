import XCTest
@testable import Driftwave

final class EpisodeDurationFormatterTests: XCTestCase {
    func testMinutesAndSeconds() {
        XCTAssertEqual(EpisodeDurationFormatter.string(from: 65), "1:05")
    }

    func testHoursRollOver() {
        XCTAssertEqual(EpisodeDurationFormatter.string(from: 3665), "1:01:05")
    }
}

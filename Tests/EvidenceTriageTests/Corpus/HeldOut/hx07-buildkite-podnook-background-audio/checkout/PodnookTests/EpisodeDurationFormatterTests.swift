import XCTest
@testable import Podnook

final class EpisodeDurationFormatterTests: XCTestCase {
    func testMinutesOnly() {
        XCTAssertEqual(EpisodeDurationFormatter.string(seconds: 48 * 60), "48 min")
    }

    func testHoursAndMinutes() {
        XCTAssertEqual(EpisodeDurationFormatter.string(seconds: 72 * 60), "1 h 12 min")
    }
}

import XCTest
@testable import Marlowe

final class EpisodeDurationFormatterTests: XCTestCase {

    func testMinutesOnly() {
        XCTAssertEqual(EpisodeDurationFormatter().string(seconds: 42 * 60), "42 min")
    }

    func testHoursAndMinutes() {
        XCTAssertEqual(EpisodeDurationFormatter().string(seconds: 65 * 60), "1 hr 5 min")
    }
}

import XCTest
@testable import Hollowmere

final class EpisodeDurationTextTests: XCTestCase {
    func testMinutesOnly() {
        XCTAssertEqual(EpisodeDurationText.short(seconds: 2_460, locale: Locale(identifier: "en_GB")), "41 min")
    }

    func testHoursAndMinutes() {
        XCTAssertEqual(EpisodeDurationText.short(seconds: 3_900, locale: Locale(identifier: "en_GB")), "1 hr, 5 min")
    }
}

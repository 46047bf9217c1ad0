import XCTest
@testable import Wavelength

final class EpisodeDurationFormatterTests: XCTestCase {
    func testMinutesOnly() {
        XCTAssertEqual(EpisodeDurationFormatter.string(seconds: 42 * 60), "42 min")
    }

    func testHoursAndMinutesUseAbbreviatedUnits() {
        XCTAssertEqual(EpisodeDurationFormatter.string(seconds: 3900), "1 hr 5 min")
    }
}

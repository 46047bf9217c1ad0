import XCTest
@testable import Tidewatch

/// Regression tests for the Nightscout timestamp parser used by the
/// foreground poll and by the app-refresh task.
final class EntryDateParserTests: XCTestCase {

    func testParsesSgvDateWithMilliseconds() {
        let date = EntryDateParser.parse("2026-11-18T08:55:12.318Z")
        XCTAssertEqual(date?.timeIntervalSince1970, 1_794_992_112)
    }

    func testParsesSgvDateWithOffset() {
        let date = EntryDateParser.parse("2026-11-18T09:55:12+01:00")
        XCTAssertEqual(date?.timeIntervalSince1970, 1_794_992_112)
    }

    /// Users with "24-Hour Time" switched off reported an empty graph.
    /// The device's hour cycle must not change how a fixed-format
    /// server timestamp is read.
    func testParsesSgvDateOn12HourDevice() {
        let twelveHour = Locale(identifier: "en_GB@hours=h12")
        let date = EntryDateParser.parse("2026-11-18T20:55:12Z", locale: twelveHour)
        XCTAssertNotNil(date, "sgv timestamp dropped when the device uses a 12-hour clock")
        XCTAssertEqual(date?.timeIntervalSince1970, 1_795_035_312)
    }
}

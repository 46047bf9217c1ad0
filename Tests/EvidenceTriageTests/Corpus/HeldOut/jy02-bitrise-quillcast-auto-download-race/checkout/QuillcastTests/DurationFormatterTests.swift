import XCTest
@testable import Quillcast

final class DurationFormatterTests: XCTestCase {
    func testUnderAnHour() { XCTAssertEqual(DurationFormatter.short(42 * 60), "42m") }
    func testWholeHours() { XCTAssertEqual(DurationFormatter.short(7200), "2h") }
    func testHourLongEpisodeShowsHoursAndMinutes() {
        XCTAssertEqual(DurationFormatter.short(61 * 60), "1h 1m")
    }
}

import XCTest
@testable import Tidecast

final class AirDateFormatterTests: XCTestCase {
    // 2026-03-27 23:00:00 UTC, the 11 pm release of "Low Water" episode 41.
    private let release = Date(timeIntervalSince1970: 1_774_652_400)

    func testShortDateIsEnglishByDefault() {
        XCTAssertEqual(AirDateFormatter().shortDate(for: release), "Mar 27")
    }

    func testAirDateUsesFeedTimeZone() {
        let formatter = AirDateFormatter()
        let expectedDay = Calendar.current.component(.day, from: release)
        XCTAssertEqual(formatter.dayOfMonth(for: release), String(expectedDay))
    }

    func testAirDateHonoursPublisherZone() {
        let formatter = AirDateFormatter(feedTimeZone: TimeZone(identifier: "Pacific/Auckland")!)
        XCTAssertEqual(formatter.dayOfMonth(for: release), "28")
    }
}

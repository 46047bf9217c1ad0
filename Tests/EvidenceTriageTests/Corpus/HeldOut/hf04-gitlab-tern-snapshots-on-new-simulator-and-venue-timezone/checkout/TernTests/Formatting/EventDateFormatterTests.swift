import XCTest
@testable import Tern

final class EventDateFormatterTests: XCTestCase {
    func testFormatsStartTimeInVenueTimeZone() {
        // 2026-03-08 23:30 UTC (a Sunday) is 00:30 on Monday in Berlin.
        let start = Date(timeIntervalSince1970: 1_773_012_600)
        let venue = TimeZone(identifier: "Europe/Berlin")!
        let text = EventDateFormatter(locale: Locale(identifier: "en_GB")).startText(for: start, venueTimeZone: venue)
        XCTAssertEqual(text, "Mon, 9 Mar · 00:30")
    }

    func testFormatsAllDayEvents() {
        let start = Date(timeIntervalSince1970: 1_773_014_400)
        let text = EventDateFormatter(locale: Locale(identifier: "en_GB")).allDayText(for: start)
        XCTAssertEqual(text, "Mon, 9 Mar")
    }
}

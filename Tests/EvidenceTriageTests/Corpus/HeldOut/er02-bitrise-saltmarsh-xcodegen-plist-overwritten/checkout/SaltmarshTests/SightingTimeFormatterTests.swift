import XCTest
@testable import Saltmarsh

final class SightingTimeFormatterTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC")!

    func testShortTimeMatchesExportFormat() {
        // 2026-05-03 06:42:00 UTC — the dawn chorus count in the export fixture.
        let date = Date(timeIntervalSince1970: 1_777_790_520)
        XCTAssertEqual(SightingTimeFormatter.shortTime(date, timeZone: utc), "6:42 AM")
    }

    func testShortTimeUses24HourClockForGerman() {
        let date = Date(timeIntervalSince1970: 1_777_790_520)
        XCTAssertEqual(SightingTimeFormatter.shortTime(date, locale: Locale(identifier: "de_DE"), timeZone: utc), "06:42")
    }
}

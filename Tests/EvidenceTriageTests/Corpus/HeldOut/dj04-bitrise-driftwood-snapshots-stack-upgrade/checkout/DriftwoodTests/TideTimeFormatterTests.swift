import XCTest
@testable import DriftwoodKit

final class TideTimeFormatterTests: XCTestCase {
    private let formatter = TideTimeFormatter(locale: Locale(identifier: "en_US"),
                                              timeZone: TimeZone(identifier: "Europe/London")!)
    private let date = ISO8601DateFormatter().date(from: "2026-06-21T08:41:00Z")!

    func testLowTideLabelIn24HourLocale() {
        let f = TideTimeFormatter(locale: Locale(identifier: "en_GB"), timeZone: TimeZone(identifier: "Europe/London")!)
        XCTAssertEqual(f.label(for: .low, at: date), "Low 09:41")
    }

    func testHighTideLabelUsesShortTime() {
        // Expected string typed with an ASCII space before AM.
        XCTAssertEqual(formatter.label(for: .high, at: date), "High 9:41 AM")
    }

    func testTideHeightRoundsToOneDecimal() {
        XCTAssertEqual(formatter.height(4.26), "4.3 m")
    }
}

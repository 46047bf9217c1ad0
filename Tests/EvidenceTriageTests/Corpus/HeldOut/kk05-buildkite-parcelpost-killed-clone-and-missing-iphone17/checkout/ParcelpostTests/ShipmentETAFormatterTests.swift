import XCTest
@testable import Parcelpost

final class ShipmentETAFormatterTests: XCTestCase {
    private let now = ISO8601DateFormatter().date(from: "2026-12-09T10:00:00Z")!   // a Wednesday

    func testETAUsesRelativeDayNames() {
        let eta = ISO8601DateFormatter().date(from: "2026-12-10T20:00:00Z")!
        let formatter = ShipmentETAFormatter(now: now, timeZone: .gmt, locale: Locale(identifier: "en_US"))
        XCTAssertEqual(formatter.string(for: eta), "Tomorrow by 8 PM")
    }

    func testETAMoreThanAWeekAwayUsesDate() {
        let eta = ISO8601DateFormatter().date(from: "2026-12-21T12:00:00Z")!
        let formatter = ShipmentETAFormatter(now: now, timeZone: .gmt, locale: Locale(identifier: "en_US"))
        XCTAssertEqual(formatter.string(for: eta), "Dec 21 by 12 PM")
    }
}
